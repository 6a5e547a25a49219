import { describe, expect, it } from 'vitest';
import {
  HEIGHT_MARKS,
  HEIGHT_MAX,
  WIDTH_MARKS,
  WIDTH_MAX,
  YES_NO_KEYS,
  parseFilterData,
  regionFromKey,
  restrictsNothing,
} from './search-filter';

/**
 * The search form repeats three of the server's rules so that it can build a valid filter before
 * any request: the yes/no filter keys, the slider tops and marks, and the region aliases. This test
 * holds each copy to the server module that decides (paths the type checker does not follow: the
 * server modules are checked by the server's config).
 */
const SERVER_SEARCH_FILTER = new URL('../../../../server/src/services/search/search-filter.ts', import.meta.url)
  .pathname;
const SERVER_FILTER_VOCABULARY = new URL('../../../../server/src/services/search/filter-vocabulary.ts', import.meta.url)
  .pathname;
const SERVER_LIST_RULES = new URL('../../../../server/src/services/lists/list-rules.ts', import.meta.url).pathname;
const SERVER_REGIONS = new URL('../../../../server/src/catalogue/regions.ts', import.meta.url).pathname;

describe('the search form’s copies of server rules match the server', () => {
  it('asks the same yes/no questions the server filters on', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_SEARCH_FILTER)) as {
      FLAG_FILTERS: readonly string[];
    };
    expect([...YES_NO_KEYS]).toEqual([...server.FLAG_FILTERS]);
  });

  it('uses the same slider tops and marks', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_FILTER_VOCABULARY)) as {
      HEIGHT_TOP: number;
      WIDTH_TOP: number;
      HEIGHT_MARKS: readonly number[];
      WIDTH_MARKS: readonly number[];
    };
    expect({ HEIGHT_MAX, WIDTH_MAX, HEIGHT_MARKS, WIDTH_MARKS }).toEqual({
      HEIGHT_MAX: server.HEIGHT_TOP,
      WIDTH_MAX: server.WIDTH_TOP,
      HEIGHT_MARKS: server.HEIGHT_MARKS,
      WIDTH_MARKS: server.WIDTH_MARKS,
    });
  });

  it('reads region names as the server does', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_REGIONS)) as {
      parseRegion: (raw: unknown) => string;
    };
    const serverRegion = (raw: unknown) => {
      try {
        return server.parseRegion(raw);
      } catch {
        return null;
      }
    };
    const samples = ['all', 'All Regions', 'california', 'CA', 'pacificislands', 'pacific-islands', 'Pacific_Island'];
    for (const raw of [...samples, 'PI', 'hawaii', 'HAWAII', 'europe', '', ' ', 'pacific islands!', null, 7]) {
      expect(regionFromKey(raw), String(raw)).toBe(serverRegion(raw));
    }
  });

  it('issue 21.11: tells a search that chose nothing as the server does (no saved search of everything)', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_SEARCH_FILTER)) as {
      parseFilterData: (raw: string) => unknown;
    };
    const rules = (await import(/* @vite-ignore */ SERVER_LIST_RULES)) as {
      restrictsNothing: (filter: unknown) => boolean;
    };
    const samples = [
      '{}',
      '{"region":"pacificislands"}',
      '{"searchTerm":""}',
      '{"searchTerm":"oak"}',
      '{"minTreeHeight":0,"maxTreeHeight":100,"minTreeCanopyWidth":0,"maxTreeCanopyWidth":75}',
      '{"minTreeHeight":25}',
      '{"maxTreeCanopyWidth":50}',
      '{"ca_native":[true]}',
      '{"flower_color":[]}',
      '{"planting_area":0}',
      '{"planting_area":2}',
      '{"usda_zones":[9],"region":"all"}',
      '{"zip_code":"95616"}',
    ];
    for (const sample of samples) {
      const expected = rules.restrictsNothing(server.parseFilterData(sample));
      expect([sample, restrictsNothing(parseFilterData(sample))]).toEqual([sample, expected]);
    }
    expect(samples.filter((sample) => restrictsNothing(parseFilterData(sample)))).toHaveLength(6);
  });
});
