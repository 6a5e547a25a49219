import { describe, expect, it } from 'vitest';
import 'virtual:icu-messages/download';
import { translatorFor } from '@/i18n/i18n';
import {
  DOWNLOAD_MESSAGES,
  downloadErrorText,
  PHOTO_MARKS,
  activeFilterCount,
  downloadQuery,
  downloadSchema,
  fileNameFrom,
  groupState,
  initialDownloadValues,
  inPageOrder,
  photoLabel,
  setGroupColumns,
  toCountFilter,
  toggleGroup,
  type ColumnGroup,
  type DownloadFormValues,
} from './download-form';

const col = (key: string) => ({ key, label: key });
const GROUPS: ColumnGroup[] = [
  { key: 'name', label: 'Name Characteristics', columns: [col('scientific_name'), col('family'), col('common_name')] },
  { key: 'general', label: 'General Information', columns: [col('memo'), col('published')] },
  { key: 'site', label: 'Site Conditions', columns: [col('usda_zone'), col('climate_adapted')] },
];
const [NAME, GENERAL, SITE] = GROUPS;
const values = (changes: Partial<DownloadFormValues> = {}): DownloadFormValues => ({
  ...initialDownloadValues(GROUPS),
  ...changes,
});
const english = translatorFor('en');
const errorsOf = (input: DownloadFormValues) =>
  downloadSchema
    .validate(input, { abortEarly: false })
    .then(() => [])
    // The schema's messages are keys: the page shows them through downloadErrorText (English here).
    .catch((error: { errors: string[] }) => error.errors.map((message) => downloadErrorText(english, message)));

describe('the page opens with', () => {
  it('the Name Characteristics chosen, no filter, photos 0 to 60+, And', () => {
    expect(initialDownloadValues(GROUPS)).toEqual({
      columns: ['scientific_name', 'family', 'common_name'],
      genus: [],
      family: [],
      photoRange: [0, 60],
      missing: [],
      combine: 'and',
      neverReviewed: false,
    });
    expect(activeFilterCount(values())).toBe(0);
  });
});

describe('group headings toggle the whole group', () => {
  it('a group with none chosen becomes all chosen, in the page order, the other groups kept', () => {
    const selected = ['usda_zone', 'family'];
    expect(groupState(GENERAL, selected)).toBe('none');
    expect(toggleGroup(GROUPS, GENERAL, selected)).toEqual(['family', 'memo', 'published', 'usda_zone']);
  });

  it('a group with some chosen becomes all chosen', () => {
    expect(groupState(NAME, ['family'])).toBe('some');
    expect(toggleGroup(GROUPS, NAME, ['family', 'memo'])).toEqual(['scientific_name', 'family', 'common_name', 'memo']);
  });

  it('a whole group is cleared, and only that group', () => {
    const selected = ['scientific_name', 'family', 'common_name', 'climate_adapted'];
    expect(groupState(NAME, selected)).toBe('all');
    expect(toggleGroup(GROUPS, NAME, selected)).toEqual(['climate_adapted']);
    expect(toggleGroup(GROUPS, SITE, toggleGroup(GROUPS, SITE, selected))).toEqual([
      'scientific_name',
      'family',
      'common_name',
    ]);
  });

  it('one group’s chips change only that group, in the page order whatever the click order', () => {
    expect(setGroupColumns(GROUPS, SITE, ['family', 'usda_zone'], ['climate_adapted', 'usda_zone'])).toEqual([
      'family',
      'usda_zone',
      'climate_adapted',
    ]);
    expect(inPageOrder(GROUPS, ['published', 'scientific_name'])).toEqual(['scientific_name', 'published']);
  });
});

describe('the form rules (yup)', () => {
  it('accepts the opening values and any filter within the limits', async () => {
    expect(await errorsOf(values())).toEqual([]);
    expect(
      await errorsOf(values({ genus: ['Quercus'], photoRange: [10, 10], missing: ['memo'], combine: 'or' })),
    ).toEqual([]);
  });

  it('needs at least one column', async () => {
    expect(await errorsOf(values({ columns: [] }))).toEqual([english(DOWNLOAD_MESSAGES.noColumns)]);
    expect(english(DOWNLOAD_MESSAGES.noColumns)).toBe('Choose at least one column to download');
  });

  it('refuses a reversed photo range and counts beyond 0-60', async () => {
    expect(await errorsOf(values({ photoRange: [40, 20] }))).toEqual(['The minimum photo count is above the maximum']);
    expect(await errorsOf(values({ photoRange: [0, 70] }))).toEqual(['Max value is 60']);
    expect((await errorsOf(values({ photoRange: [-10, 60] }))).length).toBe(1);
  });

  it('refuses more genera or families than the server takes', async () => {
    const many = Array.from({ length: 501 }, (_, i) => `G${i}`);
    expect(await errorsOf(values({ genus: many, family: many }))).toEqual([
      'At most 500 genera',
      'At most 500 families',
    ]);
  });
});

describe('the photo-count slider (spec §9)', () => {
  it('runs from 0 to 60 in steps of 10, the top meaning 60 or more', () => {
    expect(PHOTO_MARKS).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(PHOTO_MARKS.map(photoLabel)).toEqual(['0', '10', '20', '30', '40', '50', '60+']);
  });
});

describe('the download request', () => {
  it('sends the columns and only the filters in use (0 to 60+ photos filters nothing)', () => {
    expect(downloadQuery(values())).toBe('columns=scientific_name%2Cfamily%2Ccommon_name');
    expect(activeFilterCount(values({ photoRange: [0, 60] }))).toBe(0);
  });

  it('sends every filter under its legacy name, And by default, Or when chosen', () => {
    const form = values({
      columns: ['family', 'usda_zone'],
      genus: ['Quercus', 'Acer'],
      family: ['Fagaceae'],
      photoRange: [10, 60],
      missing: ['memo', 'climate_adapted'],
    });
    expect(Object.fromEntries(new URLSearchParams(downloadQuery(form)))).toEqual({
      columns: 'family,usda_zone',
      genus_filter: 'Quercus,Acer',
      family_filter: 'Fagaceae',
      photo_filter_min: '10',
      photo_filter_max: '60',
      missing: 'memo,climate_adapted',
    });
    expect(activeFilterCount(form)).toBe(5);
    expect(new URLSearchParams(downloadQuery({ ...form, combine: 'or' })).get('combine')).toBe('or');
  });

  it('asks the count with the same filters', () => {
    expect(toCountFilter(values({ genus: ['Quercus'], photoRange: [0, 20], combine: 'or' }))).toEqual({
      genus: ['Quercus'],
      family: [],
      photoMin: 0,
      photoMax: 20,
      missing: [],
      combine: 'Or',
    });
    expect(toCountFilter(values()).combine).toBe('And');
  });

  it('saves the file under the server’s name, or a safe one', () => {
    expect(fileNameFrom('attachment; filename="selectree-trees-2030-01-01.csv"')).toBe(
      'selectree-trees-2030-01-01.csv',
    );
    expect(fileNameFrom('attachment; filename="../../etc/passwd"')).toBe('selectree-trees.csv');
    expect(fileNameFrom(null)).toBe('selectree-trees.csv');
  });
});
