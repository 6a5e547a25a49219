import fs from 'node:fs';
import { createTree } from '../factories/catalogue.factory';
import { createSession } from '../../src/auth/sessions';
import { createUser, resetDatabase, signInActors, type AccountsApp } from './accounts-app';
import { cameraJpeg } from './photo-uploads';
import type { SmtpCapture } from './smtp-capture';
import type { TestDatabase } from './test-database';

export type CommunityActor = 'anonymous' | 'user' | 'other' | 'banned' | 'editor' | 'admin';

/** A valid contribution body for an uploaded photoLink (fields overridable, `undefined` drops one). */
export function contributionBody(treeId: number, photoLink: string, overrides: Record<string, unknown> = {}) {
  return {
    treeId,
    photoLink,
    licence: 'CC BY-SA 4.0',
    credit: 'Ada Photographer',
    attribute_name: 'bark',
    own_work: true,
    taken_at: '2029-05-01',
    place: 'Golden Gate Park',
    ...overrides,
  };
}

/**
 * A contribution's three steps as the browser does them: GET the grant, PUT the file to its signed
 * URL (the local driver's is the app's own path), POST /photo/contribute.
 */
export async function contribute(
  app: AccountsApp,
  token: string | undefined,
  treeId: number,
  file: Buffer,
  overrides: Record<string, unknown> = {},
) {
  const grant = await app.json(
    'GET',
    `/api/photo/contribute/getSignedS3?treeId=${treeId}&fileName=tree.jpg&fileType=image%2Fjpeg`,
    undefined,
    token,
  );
  if (grant.status !== 200) return { grant, put: null, created: null };
  const signed = new URL(grant.body.data.signedRequestUrl, app.baseUrl);
  const target = signed.pathname.startsWith('/api/') ? `${app.baseUrl}${signed.pathname}${signed.search}` : signed.href;
  const put = await fetch(target, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(file),
  });
  const created = await app.json(
    'POST',
    '/api/photo/contribute',
    contributionBody(treeId, grant.body.data.photoLink, overrides),
    token,
  );
  return { grant, put, created };
}

/**
 * The community tests' world: a user, another user, a banned user, an editor and an admin signed
 * in; trees 1 and 2 (published) and 3 (a draft); `state()` fingerprints every table and file a
 * refused call must leave alone (contributions, photos, history, queued e-mails, processed files).
 */
export function useCommunityFixture(db: TestDatabase, smtp: SmtpCapture, photoDir: string) {
  const fixture = {
    tokens: {} as Partial<Record<CommunityActor, string>>,
    jpeg: Buffer.alloc(0) as Buffer,
    async setUp(): Promise<void> {
      await db.dataSource.query(
        `TRUNCATE trees, tree_edits, photo_uploads, contributions, account_mail_jobs RESTART IDENTITY CASCADE`,
      );
      fs.rmSync(photoDir, { recursive: true, force: true });
      fs.mkdirSync(photoDir);
      await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata' });
      await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia' });
      await createTree(db.dataSource, { id: 3, scientificName: 'Quercus draftii', published: false });
      smtp.clear();
    },
    async state(): Promise<string> {
      const rows = await db.dataSource.query(`SELECT
        (SELECT json_agg(c ORDER BY id) FROM contributions c) contributions,
        (SELECT json_agg(p ORDER BY id) FROM photos p) photos,
        (SELECT json_agg(t.version ORDER BY id) FROM trees t) versions,
        (SELECT count(*) FROM tree_edits) edits,
        (SELECT count(*) FROM account_mail_jobs) mails`);
      const files = fs
        .readdirSync(photoDir, { recursive: true })
        .map(String)
        .filter((file) => !file.startsWith('uploads'))
        .sort();
      return JSON.stringify({ rows, files });
    },
  };
  beforeAll(async () => {
    await resetDatabase(db);
    Object.assign(fixture.tokens, await signInActors(db.dataSource, (actor) => ({ firstName: `The ${actor}` })));
    const until = new Date('2030-01-01T12:00:00Z');
    const other = await createUser(db.dataSource, { email: 'other@example.org', firstName: 'Other' });
    fixture.tokens.other = await createSession(db.dataSource, other.id, until);
    const banned = await createUser(db.dataSource, { email: 'banned@example.org', firstName: 'Banned' });
    await db.dataSource.query(`UPDATE users SET banned = true WHERE id = $1`, [banned.id]);
    fixture.tokens.banned = await createSession(db.dataSource, banned.id, until);
    fixture.jpeg = await cameraJpeg(600, 400);
  });
  afterAll(() => fs.rmSync(photoDir, { recursive: true, force: true }));
  return fixture;
}
