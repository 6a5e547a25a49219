import { DOWNLOAD_LIST_MAX, PHOTO_COUNT_MAX, PHOTO_COUNT_STEP } from '@selectree/rules';
import * as yup from 'yup';
import type { DownloadFilterInput } from '@/features/download/generated/graphql';
import type { MessageKey, Translate } from '@/i18n/i18n';

/**
 * The download page's rules (spec: search-and-lists §2, §8, §9): columns in five groups whose
 * heading toggles the whole group, filters (genus, family, photo count 0-60 in steps of 10,
 * missing information) combined with And or Or, and the GET /api/tree/download-file query they make.
 * The server checks the same rules again (services/export/export-request.ts).
 */

/**
 * Spec §8's messages and the form's checks, as keys of the `download` namespace (English: the
 * spec's words, verbatim); the page shows them in its language (`downloadErrorText`).
 */
export const DOWNLOAD_MESSAGES = {
  attempting: 'download.attempting',
  success: 'download.success',
  failed: 'download.failed',
  noTrees: 'download.noTrees',
  noColumns: 'download.noColumns',
  photoMax: 'download.photoMax',
  maxGenera: 'download.maxGenera',
  maxFamilies: 'download.maxFamilies',
  photoOrder: 'download.photoOrder',
} as const satisfies Record<string, MessageKey>;

/** Spec §9: the photo-count slider, 0 to 60 in steps of 10; 60 means "60 or more" (the catalogue rules'). */
export { PHOTO_COUNT_MAX, PHOTO_COUNT_STEP };
export const PHOTO_MARKS = Array.from(
  { length: PHOTO_COUNT_MAX / PHOTO_COUNT_STEP + 1 },
  (_, i) => i * PHOTO_COUNT_STEP,
);
export const photoLabel = (value: number) => (value >= PHOTO_COUNT_MAX ? `${PHOTO_COUNT_MAX}+` : String(value));
/** The limit on genera, families and missing fields in one request. */
export const MAX_FILTER_VALUES = DOWNLOAD_LIST_MAX;

export type Combine = 'and' | 'or';

export type ColumnGroup = { key: string; label: string; columns: { key: string; label: string }[] };

export type DownloadFormValues = {
  /** Column keys, in the page's order. */
  columns: string[];
  genus: string[];
  family: string[];
  photoRange: [number, number];
  /** Column keys the trees must lack. */
  missing: string[];
  combine: Combine;
  /** Only trees no section of which an editor ever marked reviewed (issue 23.5). */
  neverReviewed: boolean;
};

/** The page opens with the Name Characteristics chosen and no filter. */
export function initialDownloadValues(groups: readonly ColumnGroup[]): DownloadFormValues {
  return {
    columns: groups[0]?.columns.map((column) => column.key) ?? [],
    genus: [],
    family: [],
    photoRange: [0, PHOTO_COUNT_MAX],
    missing: [],
    combine: 'and',
    neverReviewed: false,
  };
}

/** Every column key in the page's order. */
export const allColumnKeys = (groups: readonly ColumnGroup[]) =>
  groups.flatMap((group) => group.columns.map((column) => column.key));

/** `selected` in the page's order (whatever order they were clicked in). */
export function inPageOrder(groups: readonly ColumnGroup[], selected: Iterable<string>): string[] {
  const chosen = new Set(selected);
  return allColumnKeys(groups).filter((key) => chosen.has(key));
}

export type GroupState = 'all' | 'some' | 'none';

export function groupState(group: ColumnGroup, selected: readonly string[]): GroupState {
  const chosen = group.columns.filter((column) => selected.includes(column.key)).length;
  return chosen === 0 ? 'none' : chosen === group.columns.length ? 'all' : 'some';
}

/** Clicking a group heading: a whole group is cleared; otherwise all of it is chosen. */
export function toggleGroup(groups: readonly ColumnGroup[], group: ColumnGroup, selected: readonly string[]): string[] {
  const keys = group.columns.map((column) => column.key);
  if (groupState(group, selected) === 'all') return selected.filter((key) => !keys.includes(key));
  return inPageOrder(groups, [...selected, ...keys]);
}

/** The group's chips changed: the other groups' choices stay. */
export function setGroupColumns(
  groups: readonly ColumnGroup[],
  group: ColumnGroup,
  selected: readonly string[],
  groupSelection: readonly string[],
): string[] {
  const keys = new Set(group.columns.map((column) => column.key));
  return inPageOrder(groups, [...selected.filter((key) => !keys.has(key)), ...groupSelection]);
}

const photoCount = yup.number().integer().min(0).max(PHOTO_COUNT_MAX, DOWNLOAD_MESSAGES.photoMax).required();

/** A check's message (a key of DOWNLOAD_MESSAGES) in `t`'s language, with the limits it names. */
export const downloadErrorText = (t: Translate, message: string): string =>
  t(message as MessageKey, { max: MAX_FILTER_VALUES, photoMax: PHOTO_COUNT_MAX });

export const downloadSchema = yup.object({
  columns: yup.array(yup.string().required()).min(1, DOWNLOAD_MESSAGES.noColumns).required(),
  genus: yup.array(yup.string().required()).max(MAX_FILTER_VALUES, DOWNLOAD_MESSAGES.maxGenera).required(),
  family: yup.array(yup.string().required()).max(MAX_FILTER_VALUES, DOWNLOAD_MESSAGES.maxFamilies).required(),
  photoRange: yup
    .tuple([photoCount, photoCount])
    .test('ordered', DOWNLOAD_MESSAGES.photoOrder, (range) => !range || range[0] <= range[1])
    .required(),
  missing: yup.array(yup.string().required()).required(),
  combine: yup.string().oneOf(['and', 'or']).required(),
  neverReviewed: yup.boolean().required(),
});

/** True when the photo range filters anything (0 to 60+ is every tree). */
const photoFilterActive = ([min, max]: [number, number]) => min > 0 || max < PHOTO_COUNT_MAX;

/** The number of filters in use (the And/Or toggle matters from two). */
export function activeFilterCount(values: DownloadFormValues): number {
  return (
    (values.genus.length ? 1 : 0) +
    (values.family.length ? 1 : 0) +
    (photoFilterActive(values.photoRange) ? 1 : 0) +
    values.missing.length
  );
}

/** The count query's filter (the same filters the download gets). */
export function toCountFilter(values: DownloadFormValues): DownloadFilterInput {
  const [photoMin, photoMax] = values.photoRange;
  return {
    genus: values.genus,
    family: values.family,
    photoMin,
    photoMax,
    missing: values.missing,
    combine: values.combine === 'or' ? 'Or' : 'And',
    ...(values.neverReviewed ? { neverReviewed: true } : {}),
  };
}

/**
 * The GET /api/tree/download-file query (the legacy parameter names): columns, then only the
 * filters in use. Lists are comma lists; genus and family names hold no commas.
 */
export function downloadQuery(values: DownloadFormValues): string {
  const params = new URLSearchParams();
  params.set('columns', values.columns.join(','));
  if (values.genus.length) params.set('genus_filter', values.genus.join(','));
  if (values.family.length) params.set('family_filter', values.family.join(','));
  if (photoFilterActive(values.photoRange)) {
    params.set('photo_filter_min', String(values.photoRange[0]));
    params.set('photo_filter_max', String(values.photoRange[1]));
  }
  if (values.missing.length) params.set('missing', values.missing.join(','));
  if (values.combine === 'or') params.set('combine', 'or');
  if (values.neverReviewed) params.set('never_reviewed', 'true');
  return params.toString();
}

/** The file name the server gave (Content-Disposition), or a sensible one. */
export function fileNameFrom(contentDisposition: string | null): string {
  const name = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : 'selectree-trees.csv';
}
