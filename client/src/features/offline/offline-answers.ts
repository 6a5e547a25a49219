import type { RegionCode, SearchPage } from '@selectree/rules';
import { readGlossary, readMeta, readSearchSource, readTree } from './offline-db';
import type { GlossaryEntry, OfflineTree } from './offline-copy';
import { OfflineSearch, type OfflineSearchAnswer, type OfflineSuggestions } from './offline-search';

/**
 * The answers of the offline copy (issue 27.3), loaded on demand (its own chunk: nothing of it is in
 * the first page's scripts): the search index built once per copy version from IndexedDB, and the
 * trees, cards and glossary read from it. Null without a copy (or with one of an older format: the
 * /offline page downloads it again).
 */
export interface OfflineAnswers {
  /** The copy's catalogue version. */
  version: string;
  suggest(searchString: string, region?: RegionCode): OfflineSuggestions;
  /** Characteristic search over a `filterData` object (OfflineSearchError: the server's 400 message). */
  search(filterData: Record<string, unknown>, page: SearchPage, region?: RegionCode): OfflineSearchAnswer;
  /** The trees of ids, in that order (a card, the detail page, compare); missing ones left out. */
  trees(ids: readonly number[]): Promise<OfflineTree[]>;
  glossary(): Promise<GlossaryEntry[]>;
}

let held: { version: string; answers: Promise<OfflineAnswers | null> } | null = null;

export async function openOfflineAnswers(): Promise<OfflineAnswers | null> {
  const meta = await readMeta();
  if (!meta) return null;
  if (held?.version !== meta.version) held = { version: meta.version, answers: build(meta.version) };
  return held.answers;
}

async function build(version: string): Promise<OfflineAnswers | null> {
  const source = await readSearchSource();
  if (!source) return null;
  const search = await OfflineSearch.build(source);
  return {
    version,
    suggest: (searchString, region) => search.suggest(searchString, region),
    search: (filterData, page, region) => {
      const filter = search.filterOf(filterData);
      return search.search(filter, page, region ?? filter.region ?? 'CALIFORNIA');
    },
    trees: async (ids) =>
      (await Promise.all(ids.map((id) => readTree(id)))).filter((tree): tree is OfflineTree => !!tree),
    glossary: readGlossary,
  };
}
