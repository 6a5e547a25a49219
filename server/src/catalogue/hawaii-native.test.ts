import { useTestDatabase } from '../../test/helpers/test-database';
import { type HawaiiNativeFacts, hawaiiNativeSql, isHawaiiNative } from './hawaii-native';

describe('isHawaiiNative', () => {
  it('a native range naming Hawaii is yes whatever the export flag says', () => {
    expect(isHawaiiNative({ nativeRange: 'Hawaii', hiNative: false })).toBe(true);
    expect(isHawaiiNative({ nativeRange: 'Polynesia including Hawai‘i', hiNative: null })).toBe(true);
  });

  it('a curated flag of true is yes', () => {
    expect(isHawaiiNative({ nativeRange: null, hiNative: true })).toBe(true);
  });

  it('a known range elsewhere is no; no range is unknown, never no', () => {
    expect(isHawaiiNative({ nativeRange: 'Mexico', hiNative: false })).toBe(false);
    expect(isHawaiiNative({ nativeRange: null, hiNative: false })).toBeNull();
    expect(isHawaiiNative({ nativeRange: '  ', hiNative: false })).toBeNull();
  });
});

describe('hawaiiNativeSql', () => {
  const db = useTestDatabase();

  it('answers what isHawaiiNative answers, row for row', async () => {
    const cases: HawaiiNativeFacts[] = [
      { nativeRange: 'Hawaii', hiNative: false },
      { nativeRange: 'Polynesia including Hawai‘i', hiNative: null },
      { nativeRange: null, hiNative: true },
      { nativeRange: 'Mexico', hiNative: false },
      { nativeRange: 'Mexico', hiNative: null },
      { nativeRange: null, hiNative: false },
      { nativeRange: '  ', hiNative: null },
    ];
    const rows: { answer: boolean | null }[] = await db.dataSource.query(
      `SELECT ${hawaiiNativeSql('t')} AS answer
         FROM unnest($1::text[], $2::boolean[]) WITH ORDINALITY AS t(native_range, hi_native, n)
        ORDER BY t.n`,
      [cases.map((c) => c.nativeRange), cases.map((c) => c.hiNative)],
    );
    expect(rows.map((row) => row.answer)).toEqual(cases.map(isHawaiiNative));
  });
});
