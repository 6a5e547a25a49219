import { execute, parse } from 'graphql';
import { TreeNameKind } from '@selectree/rules';
import { buildRequestContext } from '../../context';
import { countQueries } from '../../db/query-counter';
import { ZipCode } from '../../entities';
import { parseSearchFilter, parseSearchPage, searchIndexOf, searchTrees } from '../../services/search.service';
import { addName, addPhoto, createTree } from '../../../test/factories/catalogue.factory';
import { graphql, useTestApp } from '../../../test/helpers/test-app';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { getSchema } from '../schema';

const db = useTestDatabase();
const app = useTestApp(db);

beforeEach(() => db.truncateAll());

describe('GraphQL name search', () => {
  it('suggests names, ranked, with the tree', async () => {
    await createTree(db.dataSource, { id: 1, scientificName: 'Acer saccharum', commonName: 'Maple' });
    await createTree(db.dataSource, { id: 3, scientificName: 'Acer palmatum', commonName: 'Japanese Maple' });
    await createTree(db.dataSource, { id: 4, scientificName: 'Acacia koa', commonName: 'Koa', pacificIsland: true });
    const { body } = await graphql(
      app,
      `
        {
          nameSuggestions(term: "MAPLE") {
            treeId
            name
            kind
            match
            scientificName
            commonName
            tree {
              id
              family
            }
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      nameSuggestions: [
        {
          treeId: 1,
          name: 'Maple',
          kind: 'CommonPrimary',
          match: 'Exact',
          scientificName: 'Acer saccharum',
          commonName: 'Maple',
          tree: { id: 1, family: 'Testaceae' },
        },
        {
          treeId: 3,
          name: 'Japanese Maple',
          kind: 'CommonPrimary',
          match: 'WordPrefix',
          scientificName: 'Acer palmatum',
          commonName: 'Japanese Maple',
          tree: { id: 3, family: 'Testaceae' },
        },
      ],
    });
    const pacific = await graphql(
      app,
      `
        {
          nameSuggestions(term: "ac", region: PACIFIC_ISLANDS) {
            treeId
          }
        }
      `,
    );
    expect(pacific.body.data).toEqual({ nameSuggestions: [{ treeId: 4 }] });
  });

  it('serves the detail-by-name routing and the result page of a name', async () => {
    await createTree(db.dataSource, { id: 7, scientificName: 'Quercus agrifolia', commonName: 'Coast Live Oak' });
    await createTree(db.dataSource, { id: 9, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
    await addName(db.dataSource, 9, TreeNameKind.CommonGeneric, 'Oak');
    const { body } = await graphql(
      app,
      `
        {
          treesByName(name: "quercus-agrifolia") {
            treeId
          }
          searchByName(term: "oak", sort: CommonDesc) {
            totalResults
            sort
            pageResults {
              id
              commonName
            }
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      treesByName: [{ treeId: 7 }],
      searchByName: {
        totalResults: 2,
        sort: 'CommonDesc',
        pageResults: [
          { id: 9, commonName: 'Valley Oak' },
          { id: 7, commonName: 'Coast Live Oak' },
        ],
      },
    });
  });
});

const SEARCH = `query Search($filter: TreeSearchFilterInput, $page: Int, $resultsPerPage: Int) {
  searchTrees(filter: $filter, page: $page, resultsPerPage: $resultsPerPage) {
    totalResults activePage resultsPerPage sort region
    resolvedZip { zip city usdaZone usdaZoneNumber }
    pageResults { id scientificName photoLink lowZone memoExcerpt tree { id heightHigh } }
  }
}`;

describe('GraphQL searchTrees', () => {
  it('searches by characteristics with the same semantics as REST', async () => {
    await db.dataSource
      .getRepository(ZipCode)
      .insert({ zip: '95616', state: 'CA', city: 'Davis', usdaZone: '9b', latitude: null, longitude: null });
    await createTree(db.dataSource, {
      id: 1,
      scientificName: 'Acer rubrum',
      usdaZones: [9],
      flowerColors: ['Red'],
      heightHigh: 20,
    });
    await createTree(db.dataSource, { id: 2, scientificName: 'Acer negundo', usdaZones: [9], flowerColors: ['Green'] });
    await createTree(db.dataSource, { id: 3, scientificName: 'Acer glabrum', usdaZones: [5], flowerColors: ['Red'] });
    await addPhoto(db.dataSource, 1, { link: 'acer.jpg' });
    const { body } = await graphql(app, SEARCH, { filter: { zipCode: '95616', flowerColors: ['Red', 'Pink'] } });
    expect(body.errors).toBeUndefined();
    expect(body.data).toEqual({
      searchTrees: {
        totalResults: 1,
        activePage: 1,
        resultsPerPage: 30,
        sort: 'ScientificAsc',
        region: 'CALIFORNIA',
        resolvedZip: { zip: '95616', city: 'Davis', usdaZone: '9b', usdaZoneNumber: 9 },
        pageResults: [
          {
            id: 1,
            scientificName: 'Acer rubrum',
            photoLink: 'acer.jpg',
            lowZone: true,
            memoExcerpt: 'A tree made for a test.',
            tree: { id: 1, heightHigh: 20 },
          },
        ],
      },
    });
  });

  it.each([
    [{ filter: { flowerColors: ['Plaid'] } }, 'flower_color: "Plaid" is not one of: '],
    [{ filter: { zipCode: '12345' } }, 'Error please enter a valid Californian zip code!'],
    [{ filter: { climateAdapted: true } }, 'Climate Adapted selected. Please fill out the adapted zip code to search.'],
    [{ filter: { maxTreeHeight: 101 } }, 'maxTreeHeight: Max value is 100'],
    [{ resultsPerPage: 1000 }, 'resultsPerPage must be 30, 50 or 100'],
    [{ page: 0 }, 'activePage must be a whole number from 1 to 10000'],
  ])('answers BAD_USER_INPUT for %j', async (variables, message) => {
    const { body } = await graphql(app, SEARCH, variables);
    expect(body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0].message.startsWith(message)).toBe(true);
  });

  it('serves the form’s choices and ZIP lookups', async () => {
    await db.dataSource
      .getRepository(ZipCode)
      .insert({ zip: '95616', state: 'CA', city: 'Davis', usdaZone: '9b', latitude: null, longitude: null });
    const { body } = await graphql(
      app,
      `
        {
          searchCharacteristics {
            leafForms
            plantingArea {
              value
              label
            }
            climateZones {
              value
              label
            }
            sorts {
              value
              label
            }
          }
          davis: zipCode(zip: "95616") {
            usdaZone
            usdaZoneNumber
          }
          unknown: zipCode(zip: "96999") {
            usdaZone
          }
        }
      `,
    );
    expect(body.errors).toBeUndefined();
    const data = body.data as {
      searchCharacteristics: { leafForms: string[]; plantingArea: unknown[]; sorts: unknown[] };
      davis: unknown;
      unknown: unknown;
    };
    expect(data.searchCharacteristics.leafForms).toHaveLength(5);
    expect(data.searchCharacteristics.plantingArea[0]).toEqual({ value: 1, label: '2 to 4 ft' });
    expect(data.searchCharacteristics.sorts[3]).toEqual({ value: 4, label: 'Common Name Z-A' });
    expect(data.davis).toEqual({ usdaZone: '9b', usdaZoneNumber: 9 });
    expect(data.unknown).toBeNull();
    const bad = await graphql(
      app,
      `
        {
          zipCode(zip: "1234") {
            zip
          }
        }
      `,
    );
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Error please enter a valid Californian zip code!',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('SQL queries per search page', () => {
  const PAGE = `{ searchTrees(resultsPerPage: 100) { totalResults
    pageResults { id photoLink tree { id genus otherCommonNames photos { link } } } } }`;

  async function seed(count: number): Promise<void> {
    await db.truncateAll();
    for (let id = 1; id <= count; id += 1) {
      await createTree(db.dataSource, { id, scientificName: `Acer species${id}` });
      await addName(db.dataSource, id, TreeNameKind.CommonAlternate, `Other Name ${id}`);
      await addPhoto(db.dataSource, id);
    }
  }

  const context = () => buildRequestContext({ db: db.dataSource, config: app.config });
  /** Searches right after a write answer from SQL while the index rebuilds: count the index path. */
  const indexBuilt = () => searchIndexOf(db.dataSource).current(context());

  it('are the same for 10 and for 100 results, over GraphQL and the service', async () => {
    const counts: Record<number, { graphql: number; service: number }> = {};
    for (const size of [10, 100]) {
      await seed(size);
      await indexBuilt();
      const run = await countQueries(() =>
        Promise.resolve(execute({ schema: getSchema(), document: parse(PAGE), contextValue: context() })),
      );
      expect(run.result.errors).toBeUndefined();
      expect((run.result.data as { searchTrees: { pageResults: unknown[] } }).searchTrees.pageResults).toHaveLength(
        size,
      );
      const service = await countQueries(() =>
        searchTrees(context(), parseSearchFilter({ ca_native: [] }), parseSearchPage({ resultsPerPage: 100 })),
      );
      expect(service.result.pageResults).toHaveLength(size);
      counts[size] = { graphql: run.queries, service: service.queries };
    }
    expect(counts[10]).toEqual(counts[100]);
    // the matches counted with the page's ids cut from them, the page's trees with their first
    // photo; then one query per relation the GraphQL fields read (taxa, names, photos)
    expect(counts[100]).toEqual({ graphql: 5, service: 2 });
  });

  it('stay constant past 5,000 matches, where the page is found by walking the name index', async () => {
    // Past FEW_MATCHES (characteristic-search.ts) the page is found another way: 5,100 bare trees
    // reach it cheaply. Ten are California natives, so the same catalogue also gives a 10-result page.
    await db.truncateAll();
    await db.dataSource.query(
      `INSERT INTO trees (id, published, scientific_name, scientific_search_key, california_native)
       SELECT g, true, 'Acer n' || g, 'acer n' || g, g <= 10 FROM generate_series(1, 5100) AS g`,
    );
    await indexBuilt();
    const PAGE_OF = (filter: string) => `{ searchTrees(filter: ${filter}, resultsPerPage: 100) {
      totalResults pageResults { id tree { id genus otherCommonNames photos { link } } } } }`;
    const run = async (
      filter: Record<string, unknown>,
      graphqlFilter: string,
      resultsPerPage: number,
      activePage = 2,
    ) => {
      const service = await countQueries(() =>
        searchTrees(context(), parseSearchFilter(filter), parseSearchPage({ resultsPerPage, activePage })),
      );
      const graph = await countQueries(() =>
        Promise.resolve(
          execute({ schema: getSchema(), document: parse(PAGE_OF(graphqlFilter)), contextValue: context() }),
        ),
      );
      expect(graph.result.errors).toBeUndefined();
      return { service, graph };
    };
    const [small, large, ten] = [
      await run({}, '{}', 30),
      await run({}, '{}', 100),
      await run({ ca_native: [true] }, '{ caNative: [true] }', 30, 1),
    ];
    expect(small.service.result.totalResults).toBe(5100);
    // page 2 in scientific-name order ("acer n1", "acer n10", "acer n100" ...)
    const expected = Array.from({ length: 5100 }, (_, i) => `acer n${i + 1}`)
      .sort()
      .slice(30, 60)
      .map((key) => Number(key.slice('acer n'.length)));
    expect(small.service.result.pageResults.map((card) => card.tree.id)).toEqual(expected);
    expect(large.service.result.pageResults).toHaveLength(100);
    // a page past the end still carries the count (and reads no trees)
    const past = await countQueries(() =>
      searchTrees(context(), parseSearchFilter({}), parseSearchPage({ resultsPerPage: 30, activePage: 200 })),
    );
    expect([past.result.totalResults, past.result.pageResults, past.queries]).toEqual([5100, [], 1]);
    expect(ten.service.result.totalResults).toBe(10);
    expect(ten.service.result.pageResults.map((card) => card.tree.id)).toEqual([1, 10, 2, 3, 4, 5, 6, 7, 8, 9]);
    // the matches counted with the page's ids cut from them, the page's trees; then one query per
    // relation level over GraphQL: the same however many trees match or the page holds
    expect([small, large, ten].map((r) => [r.service.queries, r.graph.queries])).toEqual([
      [2, 5],
      [2, 5],
      [2, 5],
    ]);
  });
});
