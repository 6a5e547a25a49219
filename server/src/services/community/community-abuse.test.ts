import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { contribute, contributionBody, useCommunityFixture } from '../../../test/helpers/community-fixture';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Budgets on contributions and reports (the PostgreSQL store): per client address for anonymous
 * reports, per account for contributions, per recipient for the address a reporter leaves. A spent
 * budget answers 429 with Retry-After and writes nothing. Small limits here; the real ones are in
 * auth/rate-limits.ts WRITE_BUDGETS.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-community-abuse-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, {
  env: { PHOTO_DIR: photoDir },
  limits: {
    'treeReport.perAddress': { points: 3, durationSeconds: 3600 },
    'treeReport.perRecipient': { points: 1, durationSeconds: 3600 },
    'photoContribute.perAccount': { points: 3, durationSeconds: 3600 },
  },
});
const f = useCommunityFixture(db, smtp, photoDir);
beforeEach(f.setUp);

it('anonymous reports: 3 per address, then 429 with Retry-After, nothing written', async () => {
  for (let i = 0; i < 3; i++) {
    const report = await app.json('POST', '/api/tree/report/1', { section: 'general', message: `Problem ${i}` });
    expect(report.status).toBe(201);
  }
  const before = await f.state();
  const refused = await app.json('POST', '/api/tree/report/1', { section: 'general', message: 'One more' });
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('You have sent too many reports for now. Please try again in 60 minutes.');
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
  const gql = await app.graphql('mutation { reportProblem(treeId: 1, input: { section: "names", message: "x" }) }');
  expect(gql.body.errors[0].extensions.code).toBe('RATE_LIMITED');
  expect(await f.state()).toBe(before);
});

it('the address a reporter leaves: one report per hour names it', async () => {
  const body = { section: 'names', message: 'Typo', email: 'someone@example.org' };
  expect((await app.json('POST', '/api/tree/report/1', body)).status).toBe(201);
  const before = await f.state();
  expect((await app.json('POST', '/api/tree/report/2', body)).status).toBe(429);
  expect(await f.state()).toBe(before);
});

it('contributions: the account budget (grant and send each spend a point), then 429', async () => {
  const { created } = await contribute(app, f.tokens.user, 1, f.jpeg);
  expect(created!.status).toBe(201);
  const third = await app.json(
    'GET',
    '/api/photo/contribute/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg',
    undefined,
    f.tokens.user,
  );
  expect(third.status).toBe(200);
  const before = await f.state();
  const refused = await app.json(
    'GET',
    '/api/photo/contribute/getSignedS3?treeId=1&fileName=a.jpg&fileType=image/jpeg',
    undefined,
    f.tokens.user,
  );
  expect(refused.status).toBe(429);
  expect(refused.body.message).toMatch(/^You have sent too many photos for now/);
  expect(refused.headers.get('retry-after')).toBeTruthy();
  const send = await app.json(
    'POST',
    '/api/photo/contribute',
    contributionBody(1, third.body.data.photoLink),
    f.tokens.user,
  );
  expect(send.status).toBe(429);
  expect(await f.state()).toBe(before);
  // Another account is not held back by this one's budget.
  expect((await contribute(app, f.tokens.other, 1, f.jpeg)).created!.status).toBe(201);
});
