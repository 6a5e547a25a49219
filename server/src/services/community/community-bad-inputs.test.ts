import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { contribute, contributionBody, useCommunityFixture } from '../../../test/helpers/community-fixture';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Every bad input to the community paths gets a clear 400 (404 for an unknown tree or item, 409 for
 * a decided item) and writes nothing: no contribution, photo, version, history row, queued e-mail or
 * processed file. Over REST, and the same services over GraphQL.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-community-bad-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = useCommunityFixture(db, smtp, photoDir);
const long = (n: number) => 'x'.repeat(n);

describe('contributions: bad inputs write nothing', () => {
  beforeAll(f.setUp);
  const CASES: [string, Record<string, unknown>, number, string][] = [
    ['no licence', { licence: undefined }, 400, 'Choose a licence: CC BY 4.0, CC BY-SA 4.0, CC0 1.0'],
    ['a licence not offered', { licence: 'All rights reserved' }, 400, 'Choose a licence'],
    ['no consent', { own_work: undefined }, 400, 'Confirm that the photo is your own work'],
    ['consent as text', { own_work: 'true' }, 400, 'Confirm that the photo is your own work'],
    ['no credit', { credit: '  ' }, 400, 'Give the name to credit'],
    ['an oversized credit', { credit: long(201) }, 400, 'credit must be at most 200 characters'],
    ['markup in the place', { place: '<img src=x onerror=alert(1)>' }, 400, 'place must be plain text'],
    ['an unknown subject', { attribute_name: 'roots' }, 400, 'Say what the photo shows'],
    ['a date in the future', { taken_at: '2031-01-01' }, 400, 'The date taken must be a date'],
    ['a date that is none', { taken_at: '2029-02-30' }, 400, 'The date taken must be a date'],
    ['an unknown tree', { treeId: 999 }, 404, 'There are no trees found that match that query.'],
    ['another tree than the grant', { treeId: 2 }, 400, 'This upload was made for another tree'],
    ['an unknown upload', { photoLink: 'uploads/not-a-grant' }, 400, 'This upload is unknown'],
  ];
  it.each(CASES)('%s', async (_name, overrides, status, message) => {
    const grant = await app.json(
      'GET',
      '/api/photo/contribute/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg',
      undefined,
      f.tokens.user,
    );
    const before = await f.state();
    const body = contributionBody(1, grant.body.data.photoLink, overrides);
    const response = await app.json('POST', '/api/photo/contribute', body, f.tokens.user);
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(await f.state()).toBe(before);
  });

  it('a fake image (text named .jpg): 400 by content, no contribution, no processed file', async () => {
    const before = await f.state();
    const { put, created } = await contribute(app, f.tokens.user, 1, Buffer.from('GIF89a not really an image'));
    expect(put!.status).toBe(201);
    expect(created!.status).toBe(400);
    expect(created!.body.message).toBe('The file is not a JPEG, PNG or WebP image');
    expect(await f.state()).toBe(before);
  });

  it('grants: a file type that is no image, a draft tree, an unknown tree', async () => {
    const before = await f.state();
    const url = (query: string) => `/api/photo/contribute/getSignedS3?fileName=a.jpg&${query}`;
    const svg = await app.json('GET', url('treeId=1&fileType=image/svg%2Bxml'), undefined, f.tokens.user);
    expect(svg).toMatchObject({ status: 400, body: { message: 'Photos must be JPEG, PNG or WebP images' } });
    for (const treeId of ['3', '999']) {
      const missing = await app.json('GET', url(`treeId=${treeId}&fileType=image/jpeg`), undefined, f.tokens.user);
      expect(missing.status).toBe(404);
    }
    expect(await f.state()).toBe(before);
  });

  it('GraphQL: the same checks (no consent)', async () => {
    const grant = await app.json(
      'GET',
      '/api/photo/contribute/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg',
      undefined,
      f.tokens.user,
    );
    const before = await f.state();
    const { body } = await app.graphql(
      `mutation($link: String!) { contributePhoto(input: { treeId: 1, photoLink: $link, licence: "CC0 1.0",
         credit: "Me", attributeName: "bark" }) { contributionId } }`,
      { link: grant.body.data.photoLink },
      f.tokens.user,
    );
    expect(body.errors[0]).toMatchObject({
      message: 'Confirm that the photo is your own work',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await f.state()).toBe(before);
  });
});

describe('reports: bad inputs write nothing', () => {
  beforeAll(f.setUp);
  const CASES: [string, string, Record<string, unknown>, number, string][] = [
    ['an unknown section', '1', { section: 'roots', message: 'x' }, 400, 'section must be one of names, general'],
    ['no message', '1', { section: 'names', message: ' ' }, 400, 'Say what is wrong'],
    ['an oversized message', '1', { section: 'names', message: long(2001) }, 400, 'at most 2000 characters'],
    ['markup', '1', { section: 'names', message: '<script>alert(1)</script>' }, 400, 'must be plain text'],
    ['an oversized source', '1', { section: 'names', message: 'x', source: long(501) }, 400, 'at most 500'],
    ['a bad e-mail', '1', { section: 'names', message: 'x', email: 'not-an-address' }, 400, 'valid email'],
    ['an unknown tree', '999', { section: 'names', message: 'x' }, 404, 'There are no trees found'],
    ['a draft tree', '3', { section: 'names', message: 'x' }, 404, 'There are no trees found'],
    ['a tree id that is none', 'abc', { section: 'names', message: 'x' }, 400, 'Invalid tree_id'],
    [
      'the honeypot filled',
      '1',
      { section: 'names', message: 'Buy now', website: 'http://spam.example' },
      400,
      'This report could not be sent. Please reload the page and try again.',
    ],
  ];
  it.each(CASES)('%s', async (_name, treeId, body, status, message) => {
    const before = await f.state();
    const response = await app.json('POST', `/api/tree/report/${treeId}`, body);
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(await f.state()).toBe(before);
  });
});

describe('the queue: bad inputs write nothing', () => {
  let photo = 0;
  let report = 0;
  beforeAll(async () => {
    await f.setUp();
    photo = (await contribute(app, f.tokens.user, 1, f.jpeg)).created!.body.contribution_id;
    report = (await app.json('POST', '/api/tree/report/1', { section: 'names', message: 'Typo' })).body.report_id;
  });
  const put = (id: number | string, body: unknown) => app.json('PUT', `/api/editor/queue/${id}`, body, f.tokens.editor);

  it.each([
    ['an unknown decision', () => put(photo, { decision: 'maybe' }), 400, 'decision must be one of'],
    ['no decision', () => put(photo, {}), 400, 'decision must be one of'],
    ['reject without a reason', () => put(photo, { decision: 'reject', note: '  ' }), 400, 'Give a reason'],
    ['an oversized note', () => put(photo, { decision: 'reject', note: long(1001) }), 400, 'at most 1000'],
    ['resolve a photo', () => put(photo, { decision: 'resolve' }), 400, 'A photo is approved'],
    ['approve a report', () => put(report, { decision: 'approve_first' }), 400, 'A report is resolved or dismissed'],
    ['an unknown item', () => put(99999, { decision: 'dismiss' }), 404, 'There is no such item in the queue'],
    ['an id that is none', () => put('x1', { decision: 'dismiss' }), 400, 'Invalid id'],
    [
      'an unknown kind',
      () => app.json('GET', '/api/editor/queue?kind=video', undefined, f.tokens.editor),
      400,
      'kind must be one of photo, report',
    ],
    [
      'an unknown status',
      () => app.json('GET', '/api/editor/queue?status=done', undefined, f.tokens.editor),
      400,
      'status must be one of',
    ],
  ] as const)('%s', async (_name, call, status, message) => {
    const before = await f.state();
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.body.message).toContain(message);
    expect(await f.state()).toBe(before);
  });

  it('a decided item decided again (GraphQL): CONFLICT naming who, nothing written', async () => {
    await put(report, { decision: 'dismiss' });
    const before = await f.state();
    const { body } = await app.graphql(
      'mutation($id: Int!) { decideQueueItem(id: $id, decision: "resolve", note: "Done") { status } }',
      { id: report },
      f.tokens.admin,
    );
    expect(body.errors[0]).toMatchObject({
      message: 'This item was already dismissed by The editor User',
      extensions: { code: 'CONFLICT' },
    });
    expect(await f.state()).toBe(before);
  });
});
