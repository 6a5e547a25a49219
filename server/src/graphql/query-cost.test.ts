import fs from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isLeafType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLObjectType,
  type OperationDefinitionNode,
} from 'graphql';
import { Client } from 'pg';
import { GRAPHQL_LIMITS } from './armor';
import { operationCost, queryCostRule } from './query-cost';
import { getSchema } from './schema';
import { createTree } from '../../test/factories/catalogue.factory';
import { graphql, useTestApp } from '../../test/helpers/test-app';
import { useTestDatabase } from '../../test/helpers/test-database';

const schema = getSchema();

/** Every operation the client sends: all of client/src/**\/*.graphql as one document (fragments are shared). */
function clientDocument(): DocumentNode {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.graphql')) files.push(full);
    }
  };
  walk(path.resolve(__dirname, '../../../client/src'));
  return parse(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
}

/** Every field of Tree that takes no argument and answers a scalar: a "full tree". */
function fullTreeFragment(): string {
  const tree = schema.getType('Tree') as GraphQLObjectType;
  const fields = Object.values(tree.getFields())
    .filter(
      (field) => !field.args.some((arg) => arg.type.toString().endsWith('!')) && isLeafType(getNamedType(field.type)),
    )
    .map((field) => field.name);
  return `fragment Full on Tree { ${fields.join(' ')} }`;
}

/** 15 aliases × 100 whole trees: what the attacker sent (≈4 MB, 2.6 s on main). */
function fifteenPagesOfHundred(): string {
  const aliases = Array.from(
    { length: 15 },
    (_, i) => `a${i}: searchTrees(resultsPerPage: 100, page: ${i + 1}) { pageResults { tree { ...Full } } }`,
  );
  return `query Heavy { ${aliases.join('\n')} }\n${fullTreeFragment()}`;
}

describe('issue 20.11: GraphQL cost multiplies by page sizes', () => {
  it('issue 20.11: every client operation, with its largest allowed variables, is within the budget', () => {
    const document = clientDocument();
    const operations = document.definitions.filter(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    expect(operations.length).toBeGreaterThan(20);
    const costs: Record<string, number> = Object.fromEntries(
      operations.map((op) => [op.name?.value ?? '', operationCost(schema, document, op)]),
    );
    for (const [name, cost] of Object.entries(costs)) {
      expect({ name, withinBudget: cost <= GRAPHQL_LIMITS.maxCost }).toEqual({ name, withinBudget: true });
    }
    // The rule itself accepts the whole client document (variables count as their largest values).
    expect(validate(schema, document, [queryCostRule()])).toEqual([]);
    // The search page asks for 100 cards at most: its cost counts them 100 times.
    expect(costs.SearchTrees).toBeGreaterThan(100 * 5);
  });

  it('issue 20.11: counts list sizes: literal, variable (largest allowed), default, inherited by a payload’s page', () => {
    const cost = (query: string) => {
      const document = parse(query);
      return operationCost(schema, document, document.definitions[0] as OperationDefinitionNode);
    };
    // searchTrees (1) + pageResults × N (1 + id)
    expect(cost('{ searchTrees(resultsPerPage: 30) { pageResults { id } } }')).toBe(1 + 30 * 2);
    expect(cost('{ searchTrees(resultsPerPage: 100) { pageResults { id } } }')).toBe(1 + 100 * 2);
    expect(cost('query($n: Int!) { searchTrees(resultsPerPage: $n) { pageResults { id } } }')).toBe(1 + 100 * 2);
    expect(cost('{ searchTrees { pageResults { id } } }')).toBe(1 + 30 * 2); // the schema default, 30
    expect(cost('{ users(limit: 50) { id email } }')).toBe(50 * 3);
    // Apollo Client adds __typename to every selection set: it costs nothing (the admin users page
    // asked for 1,000 users with it and was refused at 11,000).
    expect(cost('{ users(limit: 50) { id email __typename } __typename }')).toBe(50 * 3);
    // Each alias counts.
    expect(
      cost(
        '{ a: searchTrees(resultsPerPage: 100) { pageResults { id } } b: searchTrees(resultsPerPage: 100) { pageResults { id } } }',
      ),
    ).toBe(2 * (1 + 100 * 2));
  });

  describe('over HTTP', () => {
    const db = useTestDatabase();
    const app = useTestApp(db, { NODE_ENV: 'production' });

    beforeAll(async () => {
      for (let id = 1; id <= 3; id++) await createTree(db.dataSource, { id, scientificName: `Quercus ${id}` });
    });

    it('issue 20.11: refuses 15 aliases × 100 full trees before any SQL (answered while trees is locked)', async () => {
      const query = fifteenPagesOfHundred();
      const document = parse(query);
      expect(operationCost(schema, document, document.definitions[0] as OperationDefinitionNode)).toBeGreaterThan(
        GRAPHQL_LIMITS.maxCost,
      );
      const locker = new Client({ connectionString: db.url });
      await locker.connect();
      try {
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE trees, photos IN ACCESS EXCLUSIVE MODE');
        const refused = await graphql(app, query);
        expect(refused.status).toBe(400);
        expect(refused.body.data).toBeUndefined();
        expect(refused.body.errors).toEqual([
          expect.objectContaining({
            message: expect.stringMatching(/^Query cost \d+ is over the cost limit of 10000/),
            extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED' }),
          }),
        ]);
      } finally {
        await locker.query('ROLLBACK');
        await locker.end();
      }
    });

    it('issue 20.11: one page of 100 cards, as the client asks for it, is answered', async () => {
      const answer = await graphql<{ searchTrees: { pageResults: { id: number }[] } }>(
        app,
        `
          query ($n: Int!) {
            searchTrees(resultsPerPage: $n) {
              totalResults
              pageResults {
                id
                scientificName
                commonName
                photoLink
                photoWidths
              }
            }
          }
        `,
        { n: 100 },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data!.searchTrees.pageResults.map((card) => card.id)).toEqual([1, 2, 3]);
    });
  });
});
