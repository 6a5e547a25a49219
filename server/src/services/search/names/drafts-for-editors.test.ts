import { TreeNameKind } from '@selectree/rules';
import { addName, createTree } from '../../../../test/factories/catalogue.factory';
import { resetDatabase, signInActors, useAccountsApp } from '../../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../../test/helpers/test-database';

/**
 * Editors find their drafts by name (issue 21.12): suggestions and the name result pages, REST and
 * GraphQL, with each draft marked; visitors and plain users never see one (the visitors' path is the
 * in-process index, unchanged).
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let tokens: Record<'user' | 'editor' | 'admin', string>;

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  tokens = await signInActors(db.dataSource);
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', commonName: 'Valley Oak' });
  await createTree(db.dataSource, {
    id: 2,
    scientificName: 'Quercus tomentella',
    commonName: 'Island Oak',
    published: false,
    pacificIsland: true,
  });
  await addName(db.dataSource, 2, TreeNameKind.CommonAlternate, 'Channel Island Oak');
  await createTree(db.dataSource, { id: 3, scientificName: 'Zelkova serrata', commonName: 'Sawleaf Zelkova' });
});

const suggest = async (term: string, token?: string, region = 'all') =>
  (
    await app.json(
      'GET',
      `/api/tree/search-by-name?searchString=${encodeURIComponent(term)}&region=${region}`,
      undefined,
      token,
    )
  ).body as { tree_id: number; draft?: boolean }[];

const results = async (term: string, token?: string) =>
  (
    await app.graphql(
      `query($t: String!) { searchByName(term: $t) { totalResults pageResults { id draft } } }`,
      { t: term },
      token,
    )
  ).body.data.searchByName;

describe('issue 21.12: drafts in name search', () => {
  it('issue 21.12: editors and admins are suggested drafts, marked Draft; visitors and users are not', async () => {
    for (const token of [undefined, tokens.user]) {
      expect((await suggest('quercus', token)).map((s) => s.tree_id)).toEqual([1]);
      expect(await suggest('island oak', token)).toEqual([]);
    }
    for (const token of [tokens.editor, tokens.admin]) {
      expect((await suggest('quercus', token)).map((s) => [s.tree_id, s.draft])).toEqual([
        [1, false],
        [2, true],
      ]);
      expect((await suggest('channel island', token)).map((s) => [s.tree_id, s.draft])).toEqual([[2, true]]);
      // The typo tier too, and the Pacific Islands edition keeps its own trees.
      expect((await suggest('tomentela', token)).map((s) => s.tree_id)).toEqual([2]);
      expect((await suggest('quercus', token, 'pacificislands')).map((s) => s.tree_id)).toEqual([2]);
    }
    // A visitor's answer keeps the legacy fields only.
    expect((await suggest('valley', undefined))[0]).not.toHaveProperty('draft');
  });

  it('issue 21.12: GraphQL suggestions say draft, and only to editors', async () => {
    const query = `query($t: String!) { nameSuggestions(term: $t) { treeId draft } }`;
    const visitor = await app.graphql(query, { t: 'quercus' });
    expect(visitor.body.data.nameSuggestions).toEqual([{ treeId: 1, draft: false }]);
    const editor = await app.graphql(query, { t: 'quercus' }, tokens.editor);
    expect(editor.body.data.nameSuggestions).toEqual([
      { treeId: 1, draft: false },
      { treeId: 2, draft: true },
    ]);
  });

  it('issue 21.12: editors find drafts on the name result pages (GraphQL and REST), visitors do not', async () => {
    expect(await results('oak')).toEqual({ totalResults: 1, pageResults: [{ id: 1, draft: false }] });
    expect(await results('oak', tokens.user)).toEqual({ totalResults: 1, pageResults: [{ id: 1, draft: false }] });
    expect(await results('oak', tokens.editor)).toEqual({
      totalResults: 2,
      pageResults: [
        { id: 1, draft: false },
        { id: 2, draft: true },
      ],
    });
    const rest = (token?: string) =>
      app.json(
        'GET',
        '/api/tree/search-by-name-multiresult?searchTerm=island&activePage=1&resultsPerPage=30',
        undefined,
        token,
      );
    expect((await rest()).body.totalResults).toBe(0);
    const editor = await rest(tokens.editor);
    expect(editor.body.pageResults.map((card: { tree_id: number }) => card.tree_id)).toEqual([2]);
    // Answers with drafts are never stored by shared caches.
    expect(editor.headers.get('cache-control')).toMatch(/no-store/);
  });
});
