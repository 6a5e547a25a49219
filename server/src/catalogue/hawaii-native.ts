/**
 * "Hawaii native", one rule for the detail page, the REST facade and the search filter.
 *
 * The export's hi_native is 0 in every row, even for Hawaiian endemics such as Acacia koa
 * (shared/data/selectree/NOTES.md), so the stored flag cannot be read as "no". A native range naming
 * Hawaii (or a curated flag of true) means yes; a known native range elsewhere means no; with neither
 * the answer is unknown (the page says "no data" and a yes/no filter does not match).
 */
const HAWAII = /hawai/i;

export interface HawaiiNativeFacts {
  nativeRange: string | null;
  hiNative: boolean | null;
}

export function isHawaiiNative(tree: HawaiiNativeFacts): boolean | null {
  const range = tree.nativeRange?.trim() ?? '';
  if (HAWAII.test(range) || tree.hiNative === true) return true;
  return range ? false : null;
}

/** The same rule in SQL over the trees table aliased `alias` (a fixed identifier, never user input). */
export function hawaiiNativeSql(alias: string): string {
  return (
    `(CASE WHEN ${alias}.native_range ~* 'hawai' OR ${alias}.hi_native THEN true ` +
    `WHEN btrim(coalesce(${alias}.native_range, '')) <> '' THEN false END)`
  );
}
