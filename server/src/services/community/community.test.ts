import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { contribute, useCommunityFixture } from '../../../test/helpers/community-fixture';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { LIST_FIELD_SIZES } from '../../graphql/query-cost';
import { MY_CONTRIBUTIONS_LIMIT } from './contributions';
import { QUEUE_LIMIT } from './queue';

/**
 * The community's paths end to end over real HTTP, PostgreSQL, local photo storage and SMTP
 * capture: a user contributes two photos (pending: invisible to visitors), an editor approves one
 * as the first photo and rejects the other with a reason, the visitor sees the photo with its credit
 * and licence, the contributor sees both statuses and got both e-mails; an anonymous report is
 * resolved and its reporter told.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-community-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = useCommunityFixture(db, smtp, photoDir);

describe('photo contributions and the editors queue', () => {
  beforeAll(f.setUp);
  let first = 0;
  let second = 0;

  it('a user contributes two photos: 201 pending, processed, invisible to visitors', async () => {
    const one = await contribute(app, f.tokens.user, 1, f.jpeg);
    expect(one.put!.status).toBe(201);
    expect(one.created!.status).toBe(201);
    expect(one.created!.body).toEqual({ contribution_id: expect.any(Number), status: 'pending' });
    const two = await contribute(app, f.tokens.user, 1, f.jpeg, { licence: 'CC0 1.0', attribute_name: 'leaf' });
    expect(two.created!.status).toBe(201);
    [first, second] = [one.created!.body.contribution_id, two.created!.body.contribution_id];
    const [row] = await db.dataSource.query(`SELECT * FROM contributions WHERE id = $1`, [first]);
    expect(row).toMatchObject({ status: 'pending', licence: 'CC BY-SA 4.0', credit: 'Ada Photographer' });
    expect(row.width).toBe(400); // upright: the camera's orientation 6 applied
    expect(fs.existsSync(path.join(photoDir, `${row.storage_key}.jpg`))).toBe(true);
    const photos = await app.json('GET', '/api/photos/1');
    expect(photos.body).toEqual([]);
  });

  it('the queue lists them oldest first, with a count for the badge', async () => {
    const queue = await app.json('GET', '/api/editor/queue?kind=photo&status=pending', undefined, f.tokens.editor);
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((i: { id: number }) => i.id)).toEqual([first, second]);
    expect(queue.body.items[0]).toMatchObject({
      kind: 'photo',
      tree_id: 1,
      status: 'pending',
      licence: 'CC BY-SA 4.0',
      credit: 'Ada Photographer',
      contributor: { name: 'The user User' },
      photoLink: expect.stringMatching(/^trees\/1\/[0-9a-f-]+\.jpg$/),
    });
    const count = await app.graphql('{ editorQueueCount }', {}, f.tokens.editor);
    expect(count.body.data.editorQueueCount).toBe(2);
  });

  it('approve_first puts the photo first in the gallery with its credit and licence, and bumps the versions', async () => {
    const before = await db.dataSource.query(`SELECT version FROM catalogue_version`);
    const decided = await app.json(
      'PUT',
      `/api/editor/queue/${second}`,
      { decision: 'approve_first' },
      f.tokens.editor,
    );
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ status: 'approved', decided_by: 'The editor User', version: 2 });
    const photos = await app.json('GET', '/api/photos/1');
    expect(photos.body).toEqual([
      expect.objectContaining({ credit: 'Ada Photographer', licence: 'CC0 1.0', attribute_name: 'leaf' }),
    ]);
    const [photo] = await db.dataSource.query(`SELECT * FROM photos WHERE tree_id = 1`);
    expect(photo).toMatchObject({
      credit: 'Ada Photographer',
      licence: 'CC0 1.0',
      attribute_name: 'leaf',
      sequence: 1,
    });
    const after = await db.dataSource.query(`SELECT version FROM catalogue_version`);
    expect(Number(after[0].version)).toBeGreaterThan(Number(before[0].version));
  });

  it('reject needs a reason; with one, the files go and the contributor reads it', async () => {
    const noReason = await app.json('PUT', `/api/editor/queue/${first}`, { decision: 'reject' }, f.tokens.editor);
    expect(noReason.status).toBe(400);
    const [row] = await db.dataSource.query(`SELECT storage_key FROM contributions WHERE id = $1`, [first]);
    const rejected = await app.json(
      'PUT',
      `/api/editor/queue/${first}`,
      { decision: 'reject', note: 'The tree is out of focus' },
      f.tokens.editor,
    );
    expect(rejected.status).toBe(200);
    expect(fs.existsSync(path.join(photoDir, `${row.storage_key}.jpg`))).toBe(false);
    const mine = await app.graphql('{ myContributions { id status reason } }', {}, f.tokens.user);
    expect(mine.body.data.myContributions).toEqual([
      { id: second, status: 'approved', reason: null },
      { id: first, status: 'rejected', reason: 'The tree is out of focus' },
    ]);
  });

  it('the contributor got one e-mail per decision (SMTP capture)', async () => {
    const mails = await smtp.waitFor(2);
    expect(mails.map((m) => m.to)).toEqual([['user@example.org'], ['user@example.org']]);
    expect(mails[0].subject).toBe('Your photo of Quercus lobata was approved');
    expect(mails[1].subject).toBe('Your photo of Quercus lobata was not accepted');
    expect(mails[1].text).toContain('The tree is out of focus');
    expect(mails[1].text).toContain('https://selectree.test/account');
  });

  it('a decided item decided again: 409 naming who decided it, nothing written', async () => {
    const before = await f.state();
    const again = await app.json('PUT', `/api/editor/queue/${second}`, { decision: 'approve' }, f.tokens.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This item was already approved by The editor User');
    expect(await f.state()).toBe(before);
  });
});

describe('GraphQL twins', () => {
  beforeAll(f.setUp);

  it('a contribution over GraphQL, then the queue with every field (within the cost budget) and an approval', async () => {
    const grant = await app.graphql(
      'mutation { requestContributionUpload(treeId: 2, fileName: "a.jpg", fileType: "image/jpeg") { signedRequestUrl photoLink } }',
      {},
      f.tokens.user,
    );
    const { signedRequestUrl, photoLink } = grant.body.data.requestContributionUpload;
    const put = await fetch(new URL(signedRequestUrl, app.baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/jpeg' },
      body: new Uint8Array(f.jpeg),
    });
    expect(put.status).toBe(201);
    const sent = await app.graphql(
      `mutation($link: String!) { contributePhoto(input: { treeId: 2, photoLink: $link, licence: "CC BY 4.0",
         credit: "Grace", attributeName: "flower", ownWork: true }) { contributionId status } }`,
      { link: photoLink },
      f.tokens.user,
    );
    expect(sent.body.data.contributePhoto).toEqual({ contributionId: expect.any(Number), status: 'pending' });
    const queue = await app.graphql(
      `{ editorQueue(kind: "photo", status: "pending") { id kind treeId treeName status createdAt
         contributor { id name } photoLink width height widths licence credit attributeName takenAt place
         section message source decidedBy decidedAt note } }`,
      {},
      f.tokens.editor,
    );
    expect(queue.body.errors).toBeUndefined();
    expect(queue.body.data.editorQueue).toEqual([
      expect.objectContaining({ treeName: 'Quercus agrifolia', licence: 'CC BY 4.0', widths: [320, 400] }),
    ]);
    const approved = await app.graphql(
      'mutation($id: Int!) { decideQueueItem(id: $id, decision: "approve") { status photoId version } }',
      { id: sent.body.data.contributePhoto.contributionId },
      f.tokens.editor,
    );
    expect(approved.body.data.decideQueueItem).toEqual({ status: 'approved', photoId: expect.any(Number), version: 2 });
    const mine = await app.graphql(
      '{ myContributions { id kind treeId treeName status reason link licence credit attributeName section message createdAt decidedAt } }',
      {},
      f.tokens.user,
    );
    expect(mine.body.errors).toBeUndefined();
    expect(LIST_FIELD_SIZES['Query.editorQueue']).toBe(QUEUE_LIMIT);
    expect(LIST_FIELD_SIZES['Query.myContributions']).toBe(MY_CONTRIBUTIONS_LIMIT);
    // The contributor is told (waited for here, so it cannot arrive during the next test).
    const [told] = await smtp.waitFor(1);
    expect(told).toMatchObject({ to: ['user@example.org'], subject: 'Your photo of Quercus agrifolia was approved' });
  });
});

describe('problem reports', () => {
  beforeAll(f.setUp);

  it('an anonymous report joins the queue with its section; resolving it tells the reporter', async () => {
    const report = await app.json('POST', '/api/tree/report/2', {
      section: 'characteristics',
      message: 'It is evergreen, yet the page lists fall colour.',
      source: 'Jepson eFlora',
      email: 'Reporter@Example.org',
    });
    expect(report.status).toBe(201);
    expect(report.body).toEqual({ report_id: expect.any(Number) });
    const queue = await app.json('GET', '/api/editor/queue?kind=report', undefined, f.tokens.editor);
    expect(queue.body.items).toEqual([
      expect.objectContaining({ id: report.body.report_id, section: 'characteristics', contributor: null }),
    ]);
    const resolved = await app.json(
      'PUT',
      `/api/editor/queue/${report.body.report_id}`,
      { decision: 'resolve', note: 'Fall colour removed.' },
      f.tokens.editor,
    );
    expect(resolved.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['reporter@example.org']);
    expect(mail.text).toContain('characteristics of Quercus agrifolia');
    expect(mail.text).toContain('Fall colour removed.');
    expect(mail.text).toContain('https://selectree.test/tree-detail/2');
  });

  it('a dismissed report sends nothing; a photo decision on a report is refused', async () => {
    const report = await app.json('POST', '/api/tree/report/1', {
      section: 'names',
      message: 'Typo',
      email: 'x@example.org',
    });
    const wrong = await app.json(
      'PUT',
      `/api/editor/queue/${report.body.report_id}`,
      { decision: 'approve' },
      f.tokens.editor,
    );
    expect(wrong.status).toBe(400);
    smtp.clear();
    const dismissed = await app.graphql(
      'mutation($id: Int!) { decideQueueItem(id: $id, decision: "dismiss") { status decidedBy } }',
      { id: report.body.report_id },
      f.tokens.admin,
    );
    expect(dismissed.body.data.decideQueueItem).toEqual({ status: 'dismissed', decidedBy: 'The admin User' });
    const [{ count }] = await db.dataSource.query(`SELECT count(*)::int AS count FROM account_mail_jobs`);
    expect(count).toBe(0);
    expect(smtp.messages).toEqual([]);
  });
});
