import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useAccountsApp, type AccountsApp } from '../../../test/helpers/accounts-app';
import { contribute, useCommunityFixture } from '../../../test/helpers/community-fixture';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Two editors deciding the same item at once, as two real HTTP requests sent together, to one app
 * instance and to two (each its own HTTP server and connection pool on the one database): exactly
 * one decision lands (one photo in the gallery, one e-mail), the other editor gets 409 naming who
 * decided it.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-community-race-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const first = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const second = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir }, ownPool: true });
const f = useCommunityFixture(db, smtp, photoDir);
const ROUNDS = 6;

type Decision = { decision: string; note?: string };

async function race(apps: [AccountsApp, AccountsApp], id: number, decisions: [Decision, Decision]) {
  const answers = await Promise.all([
    apps[0].json('PUT', `/api/editor/queue/${id}`, decisions[0], f.tokens.editor),
    apps[1].json('PUT', `/api/editor/queue/${id}`, decisions[1], f.tokens.admin),
  ]);
  const won = answers.filter((a) => a.status === 200);
  const lost = answers.filter((a) => a.status === 409);
  expect([won.length, lost.length]).toEqual([1, 1]);
  const winner = won[0].body.decided_by as string;
  expect(['The editor User', 'The admin User']).toContain(winner);
  expect(lost[0].body.message).toBe(`This item was already ${won[0].body.status} by ${winner}`);
  expect(lost[0].body.decided_by).toBe(winner);
  return won[0].body.status as string;
}

describe.each([
  ['one app instance', () => [first, first] as [AccountsApp, AccountsApp]],
  ['two app instances', () => [first, second] as [AccountsApp, AccountsApp]],
])('two editors at once, %s', (_name, apps) => {
  beforeAll(f.setUp);

  it(`approve against approve_first, approve against reject (${ROUNDS} rounds): one lands, one photo, one e-mail`, async () => {
    smtp.clear();
    for (let round = 0; round < ROUNDS; round++) {
      const id = (await contribute(first, f.tokens.user, 1, f.jpeg)).created!.body.contribution_id;
      const other: Decision = round % 2 ? { decision: 'approve_first' } : { decision: 'reject', note: 'Not a tree' };
      const status = await race(apps(), id, [{ decision: 'approve' }, other]);
      const [{ photos }] = await db.dataSource.query(
        `SELECT count(*)::int AS photos FROM photos p JOIN contributions c ON c.photo_id = p.id WHERE c.id = $1`,
        [id],
      );
      expect(photos).toBe(status === 'approved' ? 1 : 0);
    }
    await smtp.waitFor(ROUNDS);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(ROUNDS);
    const [{ edits }] = await db.dataSource.query(
      `SELECT count(*)::int AS edits FROM tree_edits WHERE action = 'create' AND target = 'photo'`,
    );
    const [{ approved }] = await db.dataSource.query(
      `SELECT count(*)::int AS approved FROM contributions WHERE status = 'approved'`,
    );
    expect(edits).toBe(approved);
  });

  it('resolve against dismiss on a report: one lands', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const report = await first.json('POST', '/api/tree/report/2', { section: 'general', message: `Round ${round}` });
      await race(apps(), report.body.report_id, [{ decision: 'resolve', note: 'Fixed' }, { decision: 'dismiss' }]);
    }
  });
});
