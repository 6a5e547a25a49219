import { describe, expect, it } from 'vitest';
import { parseFilterData, restrictsNothing } from './search-filter';

/**
 * The filter's keys, words, slider tops and regions are the catalogue rules' (`@selectree/rules`),
 * shared with the server. What stays two readings is "this filter chose nothing": the browser asks
 * it of the legacy filter object before offering to save a search, the server of its parsed filter
 * before keeping one. This test holds the two together (paths the type checker does not follow:
 * the server modules are checked by the server's config).
 */
const SERVER_SEARCH_FILTER = new URL('../../../../server/src/services/search/filter/search-filter.ts', import.meta.url)
  .pathname;
const SERVER_LIST_RULES = new URL('../../../../server/src/services/lists/list-rules.ts', import.meta.url).pathname;

describe('the search form tells a filter that chose nothing as the server does', () => {
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
