import { resetDatabase, signInActors, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { WORK_PAGE_SIZE } from '../editing.service';

/**
 * The editors' work page (issue 21.12): drafts and recent edits from tree_edits, newest first,
 * filterable by editor, paged; editors and admins only. Real saves over HTTP write the history.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

let tokens: Record<'user' | 'editor' | 'admin', string>;
let ids: Record<'editor' | 'admin', number>;

const WORK = `query($e: Int, $d: Int, $c: Int) { editorWork(editorId: $e, draftsPage: $d, changesPage: $c) {
  drafts { treeId scientificName lastEditor } draftsTotal
  changes { treeId scientificName draft userName action fields } changesTotal
  editors { id name } pageSize } }`;
const work = async (token: string | undefined, variables: Record<string, unknown> = {}) =>
  app.graphql(WORK, variables, token);

/** ADD TREE then a save naming the taxon: a Draft with two history entries. */
async function addDraft(token: string, genus: string, species: string): Promise<number> {
  const added = await app.json('POST', '/api/tree/add', {}, token);
  expect(added.status).toBe(201);
  const id = Number(added.body);
  const record = (await app.json('GET', `/api/tree/edit/${id}`, undefined, token)).body;
  const saved = await app.json('PUT', `/api/tree/taxon/update/${record.taxons[0].taxon_id}`, { genus, species }, token);
  expect(saved.status).toBe(200);
  return id;
}

beforeAll(async () => {
  await resetDatabase(db);
  await db.dataSource.query(`TRUNCATE trees, tree_edits RESTART IDENTITY CASCADE`);
  tokens = await signInActors(db.dataSource, (actor) => ({
    firstName: actor === 'editor' ? 'Edna' : 'Ada',
    lastName: actor === 'editor' ? 'Elm' : 'Ash',
  }));
  const users: { id: number; role_id: number }[] = await db.dataSource.query(`SELECT id, role_id FROM users`);
  ids = {
    editor: users.find((user) => user.role_id === 2)!.id,
    admin: users.find((user) => user.role_id === 3)!.id,
  };
});

describe('issue 21.12: the editors’ work page', () => {
  it('issue 21.12: lists drafts and recent changes newest first, by editor, paged', async () => {
    const first = await addDraft(tokens.editor, 'Quercus', 'tomentella');
    const second = await addDraft(tokens.admin, 'Lyonothamnus', 'floribundus');

    const all = await work(tokens.editor);
    expect(all.body.errors).toBeUndefined();
    const page = all.body.data.editorWork;
    expect(page.pageSize).toBe(WORK_PAGE_SIZE);
    expect(page.drafts.map((draft: { treeId: number }) => draft.treeId)).toEqual([second, first]);
    expect(page.drafts[0]).toMatchObject({ scientificName: 'Lyonothamnus floribundus', lastEditor: 'Ada Ash' });
    expect(page.draftsTotal).toBe(2);
    expect(page.changes[0]).toMatchObject({ treeId: second, userName: 'Ada Ash', draft: true });
    expect(page.changes.at(-1)).toMatchObject({ treeId: first, userName: 'Edna Elm', action: 'create' });
    expect(page.changesTotal).toBe(page.changes.length);
    expect(page.editors.map((editor: { name: string }) => editor.name)).toEqual(['Ada Ash', 'Edna Elm']);

    const edna = (await work(tokens.admin, { e: ids.editor })).body.data.editorWork;
    expect(edna.drafts.map((draft: { treeId: number }) => draft.treeId)).toEqual([first]);
    expect(new Set(edna.changes.map((change: { userName: string }) => change.userName))).toEqual(new Set(['Edna Elm']));

    // Paging: a page past the end is empty and still counts the whole.
    const beyond = (await work(tokens.editor, { d: 2, c: 5 })).body.data.editorWork;
    expect(beyond).toMatchObject({ drafts: [], draftsTotal: 2, changes: [], changesTotal: page.changesTotal });

    // Published trees leave the drafts; their saves stay among the changes.
    const record = (await app.json('GET', `/api/tree/edit/${first}`, undefined, tokens.editor)).body;
    expect(
      (await app.json('PUT', `/api/tree/update/${first}`, { version: record.version, display: '1' }, tokens.editor))
        .status,
    ).toBe(200);
    const after = (await work(tokens.editor)).body.data.editorWork;
    expect(after.drafts.map((draft: { treeId: number }) => draft.treeId)).toEqual([second]);
    expect(after.changes[0]).toMatchObject({ treeId: first, draft: false, action: 'update', fields: ['display'] });
  });

  it('issue 21.12: is for editors and admins only, and refuses a bad page or editor', async () => {
    const anonymous = await work(undefined);
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const user = await work(tokens.user);
    expect(user.body.errors[0].extensions.code).toBe('FORBIDDEN');
    for (const variables of [{ d: 0 }, { c: -1 }, { e: 0 }]) {
      const refused = await work(tokens.editor, variables);
      expect(refused.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
