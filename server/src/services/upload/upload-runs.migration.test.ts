import { UploadRuns1795820000000 } from '../../../../migrations/1795820000000-upload-runs';
import { useTestDatabase } from '../../../test/helpers/test-database';

/** The hand-written migration of the upload runs goes down and up again cleanly. */
const db = useTestDatabase();

const columns = async () =>
  (
    await db.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'import_runs' AND column_name IN ('user_id', 'report') ORDER BY column_name`,
    )
  ).map((row: { column_name: string }) => row.column_name);
const foreignKeys = async () =>
  (
    await db.dataSource.query(
      `SELECT conname FROM pg_constraint WHERE conrelid = 'import_runs'::regclass AND contype = 'f' ORDER BY conname`,
    )
  ).map((row: { conname: string }) => row.conname);

it('down removes user_id, report and their foreign key; up puts them back', async () => {
  expect(await columns()).toEqual(['report', 'user_id']);
  expect(await foreignKeys()).toEqual(['import_runs_user_id_fkey']);
  const runner = db.dataSource.createQueryRunner();
  try {
    const migration = new UploadRuns1795820000000();
    await migration.down(runner);
    expect(await columns()).toEqual([]);
    expect(await foreignKeys()).toEqual([]);
    await migration.up(runner);
  } finally {
    await runner.release();
  }
  expect(await columns()).toEqual(['report', 'user_id']);
  expect(await foreignKeys()).toEqual(['import_runs_user_id_fkey']);
});
