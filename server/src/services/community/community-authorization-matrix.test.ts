import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import {
  contribute,
  contributionBody,
  useCommunityFixture,
  type CommunityActor,
} from '../../../test/helpers/community-fixture';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * The community paths × anonymous, user, another user, a banned user, editor and admin, over REST
 * and GraphQL. A refused call answers 401/403 (UNAUTHENTICATED/FORBIDDEN) and writes nothing
 * (contributions, photos, versions, history, queued e-mails, processed files unchanged).
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-community-matrix-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = useCommunityFixture(db, smtp, photoDir);
const ACTORS: CommunityActor[] = ['anonymous', 'user', 'other', 'banned', 'editor', 'admin'];
const EDITORS = new Set<CommunityActor>(['editor', 'admin']);

type Rule = (actor: CommunityActor) => 'ok' | 401 | 403;
const contributors: Rule = (a) => (a === 'anonymous' ? 401 : a === 'banned' ? 403 : 'ok');
const editorsOnly: Rule = (a) => (a === 'anonymous' ? 401 : EDITORS.has(a) ? 'ok' : 403);
const anyone: Rule = () => 'ok';

let pending = 0;
async function pendingItem(): Promise<number> {
  const { created } = await contribute(app, f.tokens.user, 1, f.jpeg);
  return created!.body.contribution_id;
}

type Call = { rule: Rule; rest: () => [string, string, unknown?]; gql: () => [string, Record<string, unknown>] };
const CALLS: Record<string, Call> = {
  contributionGrant: {
    rule: contributors,
    rest: () => ['GET', '/api/photo/contribute/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg'],
    gql: () => [
      'mutation { requestContributionUpload(treeId: 1, fileName: "a.jpg", fileType: "image/jpeg") { photoLink } }',
      {},
    ],
  },
  report: {
    rule: anyone,
    rest: () => ['POST', '/api/tree/report/1', { section: 'general', message: 'Wrong height' }],
    gql: () => ['mutation { reportProblem(treeId: 1, input: { section: "general", message: "Wrong height" }) }', {}],
  },
  queue: {
    rule: editorsOnly,
    rest: () => ['GET', '/api/editor/queue?kind=photo&status=pending'],
    gql: () => ['{ editorQueue(kind: "photo") { id } }', {}],
  },
  queueCount: {
    rule: editorsOnly,
    rest: () => ['GET', '/api/editor/queue'],
    gql: () => ['{ editorQueueCount }', {}],
  },
  approve: {
    rule: editorsOnly,
    rest: () => ['PUT', `/api/editor/queue/${pending}`, { decision: 'approve' }],
    gql: () => ['mutation($id: Int!) { decideQueueItem(id: $id, decision: "approve") { status } }', { id: pending }],
  },
  reject: {
    rule: editorsOnly,
    rest: () => ['PUT', `/api/editor/queue/${pending}`, { decision: 'reject', note: 'Blurred' }],
    gql: () => [
      'mutation($id: Int!) { decideQueueItem(id: $id, decision: "reject", note: "Blurred") { status } }',
      { id: pending },
    ],
  },
};

describe('authorisation matrix', () => {
  beforeAll(f.setUp);
  beforeEach(async () => {
    pending = await pendingItem();
  });

  describe.each(Object.keys(CALLS))('%s', (operation) => {
    it.each(ACTORS)('REST as %s', async (actor) => {
      const before = await f.state();
      const [method, url, body] = CALLS[operation].rest();
      const response = await app.json(method, url, body, f.tokens[actor]);
      const expected = CALLS[operation].rule(actor);
      if (expected === 'ok') expect(response.status).toBeLessThan(300);
      else {
        expect(response.status).toBe(expected);
        expect(await f.state()).toBe(before);
      }
    });
    it.each(ACTORS)('GraphQL as %s', async (actor) => {
      const before = await f.state();
      const [query, variables] = CALLS[operation].gql();
      const { body } = await app.graphql(query, variables, f.tokens[actor]);
      const expected = CALLS[operation].rule(actor);
      if (expected === 'ok') expect(body.errors).toBeUndefined();
      else {
        expect(body.errors[0].extensions.code).toBe(expected === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
        expect(await f.state()).toBe(before);
      }
    });
  });

  it.each(ACTORS)('the whole contribution (grant, PUT, POST) as %s', async (actor) => {
    const before = await f.state();
    const { grant, created } = await contribute(app, f.tokens[actor], 2, f.jpeg);
    const expected = contributors(actor);
    if (expected === 'ok') expect(created!.status).toBe(201);
    else {
      expect(grant.status).toBe(expected);
      expect(await f.state()).toBe(before);
    }
  });
});

describe("another user's items", () => {
  beforeAll(f.setUp);

  it("another user cannot send a contribution with the user's upload grant", async () => {
    const grant = await app.json(
      'GET',
      '/api/photo/contribute/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg',
      undefined,
      f.tokens.user,
    );
    const before = await f.state();
    const stolen = await app.json(
      'POST',
      '/api/photo/contribute',
      contributionBody(1, grant.body.data.photoLink),
      f.tokens.other,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe('This upload is unknown: choose the file again');
    expect(await f.state()).toBe(before);
  });

  it('myContributions lists only the caller’s own items; anonymous callers are refused', async () => {
    const id = await pendingItem();
    await app.json('POST', '/api/tree/report/1', { section: 'photos', message: 'Wrong tree' }, f.tokens.other);
    const mine = await app.graphql('{ myContributions { id kind } }', {}, f.tokens.user);
    expect(mine.body.data.myContributions).toEqual([{ id, kind: 'photo' }]);
    const theirs = await app.graphql('{ myContributions { kind } }', {}, f.tokens.other);
    expect(theirs.body.data.myContributions).toEqual([{ kind: 'report' }]);
    const anonymous = await app.graphql('{ myContributions { id } }', {});
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a pending photo is in no public read: photos, detail, search cards', async () => {
    await pendingItem();
    const [{ link }] = await db.dataSource.query(`SELECT link FROM contributions LIMIT 1`);
    for (const url of ['/api/photos/1', '/api/tree/detail/1', '/api/tree/search-results?searchText=Quercus']) {
      const response = await app.json('GET', url);
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(link);
    }
  });
});
