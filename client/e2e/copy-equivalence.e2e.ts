import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appUrl, newContext, useBrowser, VIEWPORTS } from './helpers';

/**
 * Issue 27.3's acceptance: offline answers equal online answers. On the real export, the built
 * app's offline copy is downloaded by its own /offline page (IndexedDB), then the app's own
 * offline code (the chunk `offline-graphql-*.js` of client/dist, the one the app loads when the
 * network is cut) answers IN THE BROWSER, and each answer is compared with the server's REST answer
 * for the same catalogue version:
 *   - 1,000 name keys drawn deterministically (seeded) from the catalogue's names: beginnings of 1
 *     character to whole names, later words, upper case, a third with a typo (a letter changed,
 *     dropped, doubled or two swapped): GET /api/tree/search-by-name, every suggestion (tree,
 *     name, kind, tier, names) in order;
 *   - 12 characteristic searches covering the filter kinds (pinned counts of
 *     server/src/services/search/sql/search.real-export.test.ts among them): GET
 *     /api/tree/search-results, the total and every id in order, in each of the 4 sorts, and a
 *     second page of 30.
 * It runs in scripts/e2e.sh's real-export part; without the export it is skipped and says so.
 */
const EXPORT = fileURLToPath(new URL('../../../shared/data/selectree/trees.csv', import.meta.url));
const hasExport = existsSync(EXPORT);
if (!hasExport) console.log(`offline equivalence: SKIPPED, the real export is absent (${EXPORT})`);

const browser = useBrowser();
const mobile = VIEWPORTS[1];

const SEARCHES: { what: string; filter: Record<string, unknown>; region?: string }[] = [
  { what: 'everything (California)', filter: {} },
  { what: 'everything (Pacific Islands)', filter: {}, region: 'pacificislands' },
  {
    what: 'California natives, climate adapted to 95616',
    filter: { ca_native: [true], climate_adapted: [true], adapted_zip_code: '95616' },
  },
  { what: 'USDA zone 5', filter: { usda_zones: [5] } },
  { what: 'Sunset zone 1', filter: { sunset_climate_zone: ['1'] } },
  { what: 'ZIP 95616', filter: { zip_code: '95616' } },
  {
    what: 'up to 25 ft, canopy 25-50 ft, low utility zone',
    filter: {
      minTreeHeight: 0,
      maxTreeHeight: 25,
      minTreeCanopyWidth: 25,
      maxTreeCanopyWidth: 50,
      utility_precautions: ['Low'],
    },
  },
  { what: 'red-flowered California natives', filter: { ca_native: [true], flower_color: ['Red'] } },
  {
    what: 'evergreen, low water, Sunset 14, full sun',
    filter: {
      foliage_type: 'Evergreen',
      water_use_rating: ['L', 'VL'],
      sunset_climate_zone: ['14'],
      sun_exposure: ['Full Sun'],
    },
  },
  {
    what: 'northern coast, wind',
    filter: { climate_region: ['northern-california-coast'], wind_resistance: ['Highest', 'Medium High'] },
  },
  {
    what: 'term "oak", deciduous, fall colour',
    filter: { searchTerm: 'oak', foliage_type: 'Deciduous', fall_color: [true] },
  },
  { what: 'typo term "quercus agrifola"', filter: { searchTerm: 'quercus agrifola' } },
];

/** mulberry32: the same keys on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawKeys(names: string[], count: number): string[] {
  const random = seeded(27);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const keys = new Set<string>();
  while (keys.size < count) {
    const name = pick(names);
    const words = name.split(' ');
    let text =
      random() < 0.25 && words.length > 1 ? words.slice(1 + Math.floor(random() * (words.length - 1))).join(' ') : name;
    text = text.slice(0, 1 + Math.floor(random() * text.length));
    if (random() < 0.33 && text.length >= 4) {
      const at = 1 + Math.floor(random() * (text.length - 1));
      const edit = Math.floor(random() * 4);
      const letter = String.fromCharCode(97 + Math.floor(random() * 26));
      if (edit === 0) text = text.slice(0, at) + letter + text.slice(at + 1);
      else if (edit === 1) text = text.slice(0, at) + text.slice(at + 1);
      else if (edit === 2) text = text.slice(0, at) + text[at] + text.slice(at);
      else if (at < text.length - 1) text = text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
    }
    if (random() < 0.1) text = text.toUpperCase();
    if (text.trim()) keys.add(text);
  }
  return [...keys];
}

type Suggestion = {
  tree_id: number;
  name: string;
  kind: string;
  match: string;
  scientificName: string;
  commonName: string | null;
};
const server = async <T>(path: string): Promise<T> => {
  const response = await fetch(appUrl(path));
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};

/** The built chunk the app loads for offline answers (client/dist/assets/offline-graphql-<hash>.js). */
function answersChunk(): string {
  const assets = fileURLToPath(new URL('../dist/assets/', import.meta.url));
  const file = readdirSync(assets).find((name) => /^offline-graphql-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no offline-graphql chunk in ${assets}: build the client first`);
  return `/assets/${file}`;
}

describe.skipIf(!hasExport)('offline answers equal online answers (real export)', () => {
  it('1,000 name keys and 12 searches: the same ids, order and counts from the copy in the browser as from the server', async () => {
    const context = await newContext(browser(), mobile);
    try {
      const page = await context.newPage();
      await page.goto(appUrl('/offline'));
      await page.getByRole('button', { name: 'Make available offline' }).click();
      await page.getByTestId('offline-status').waitFor({ timeout: 120_000 });
      const chunk = answersChunk();
      // A string: the test runner rewrites `import()` in functions it compiles.
      const version = await page.evaluate<string | null>(`(async () => {
        const module = await import(${JSON.stringify(chunk)});
        const answers = await module.openOfflineAnswers();
        window.offlineAnswers = answers;
        return answers ? answers.version : null;
      })()`);
      // The same catalogue version on both sides (nothing writes the catalogue during the journeys' run of this file).
      const bundle = await server<{
        version: string;
        trees: { names: { name: string }[]; detail: { scientificName: string; commonName: string | null } }[];
      }>('/api/offline/catalogue');
      expect(version).toBe(bundle.version);

      const names = bundle.trees.flatMap((tree) => [
        tree.detail.scientificName,
        ...(tree.detail.commonName ? [tree.detail.commonName] : []),
        ...tree.names.map((name) => name.name),
      ]);
      const keys = drawKeys(names, 1000);
      const offline = await page.evaluate((typed) => {
        const answers = (
          window as unknown as {
            offlineAnswers: {
              suggest: (key: string) => {
                suggestions: {
                  treeId: number;
                  name: string;
                  kind: string;
                  tier: string;
                  scientificName: string;
                  commonName: string | null;
                }[];
                approximate: boolean;
              };
            };
          }
        ).offlineAnswers;
        return typed.map((key) => answers.suggest(key));
      }, keys);
      let identical = 0;
      let typoTier = 0;
      let approximate = 0;
      const differing: string[] = [];
      for (let i = 0; i < keys.length; i += 1) {
        const online = await server<Suggestion[]>(
          `/api/tree/search-by-name?searchString=${encodeURIComponent(keys[i])}`,
        );
        const asServer = offline[i].suggestions.map((s) => [
          s.treeId,
          s.name,
          s.kind,
          s.tier,
          s.scientificName,
          s.commonName,
        ]);
        const fromServer = online.map((s) => [s.tree_id, s.name, s.kind, s.match, s.scientificName, s.commonName]);
        if (offline[i].approximate) approximate += 1;
        if (online.some((s) => s.match === 'similar')) typoTier += 1;
        if (JSON.stringify(asServer) === JSON.stringify(fromServer)) identical += 1;
        else differing.push(keys[i]);
      }
      console.log(
        `offline equivalence: name keys ${identical}/${keys.length} identical (${typoTier} reaching the typo tier, ${approximate} without it offline: beyond ASCII)` +
          (differing.length ? `; differing: ${JSON.stringify(differing.slice(0, 20))}` : ''),
      );
      expect(differing).toEqual([]);

      const pages = [1, 2, 3, 4].map((sort) => ({ activePage: 1, resultsPerPage: 5000, sort }));
      pages.push({ activePage: 2, resultsPerPage: 30, sort: 3 });
      let compared = 0;
      for (const search of SEARCHES) {
        const region = search.region === 'pacificislands' ? 'PACIFIC_ISLANDS' : 'CALIFORNIA';
        const fromCopy = await page.evaluate(
          ({ filter, pages, region }) => {
            const answers = (
              window as unknown as {
                offlineAnswers: {
                  search: (f: unknown, p: unknown, r: string) => { ids: number[]; totalResults: number };
                };
              }
            ).offlineAnswers;
            return pages.map((p) => answers.search(filter, p, region));
          },
          { filter: search.filter, pages, region },
        );
        for (let p = 0; p < pages.length; p += 1) {
          const { activePage, resultsPerPage, sort } = pages[p];
          const online = await server<{ totalResults: number; pageResults: { tree_id: number }[] }>(
            `/api/tree/search-results?filterData=${encodeURIComponent(JSON.stringify(search.filter))}&activePage=${activePage}&resultsPerPage=${resultsPerPage}&sort=${sort}` +
              (search.region ? `&region=${search.region}` : ''),
          );
          expect({ what: search.what, sort, total: fromCopy[p].totalResults, ids: fromCopy[p].ids }).toEqual({
            what: search.what,
            sort,
            total: online.totalResults,
            ids: online.pageResults.map((card) => card.tree_id),
          });
          compared += 1;
        }
        console.log(
          `offline equivalence: ${search.what}: ${fromCopy[0].totalResults} trees, identical in 4 sorts and page 2`,
        );
      }
      expect(compared).toBe(SEARCHES.length * pages.length);
    } finally {
      await context.close();
    }
  }, 900_000);
});
