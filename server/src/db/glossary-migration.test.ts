import { useTestDatabase } from '../../test/helpers/test-database';
import { Glossary1795810000000 } from '../../../migrations/1795810000000-glossary';
import { GlossarySpanish1797800000000 } from '../../../migrations/1797800000000-glossary-spanish';

const db = useTestDatabase();

const columns = async (table: string) =>
  (
    await db.dataSource.query(`SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY 1`, [
      table,
    ])
  ).map((r: { column_name: string }) => r.column_name);
const triggers = async () =>
  (
    await db.dataSource.query(`SELECT tgname FROM pg_trigger WHERE tgname LIKE 'glossary%catalogue_version' ORDER BY 1`)
  ).map((r: { tgname: string }) => r.tgname);

describe('migration 1795810000000 (glossary)', () => {
  it('goes down to the catalogue tables as they were, and up again to what the entities describe', async () => {
    const runner = db.dataSource.createQueryRunner();
    const migration = new Glossary1795810000000();
    // The later glossary migration comes off first and goes on again last.
    const spanish = new GlossarySpanish1797800000000();
    try {
      await runner.query(
        `INSERT INTO glossary_entries (term, definition) VALUES ('Canopy', '<p>Crown</p>'), ('Bark', '<p>Skin</p>')`,
      );
      await spanish.down(runner);
      expect(await columns('glossary_entries')).toEqual([
        'definition',
        'id',
        'term',
        'updated_at',
        'updated_by',
        'version',
      ]);
      await migration.down(runner);
      expect(await columns('glossary_entries')).toEqual(['definition', 'id', 'term']);
      expect(await columns('glossary_photos')).toEqual(['definition_text', 'entry_id', 'id', 's3_link', 'sequence']);
      expect(await triggers()).toEqual([]);
      await migration.up(runner);
      await spanish.up(runner);
      expect(await triggers()).toEqual(['glossary_entries_catalogue_version', 'glossary_photos_catalogue_version']);
      // Existing entries start at version 1; the term stays unique whatever its case.
      expect(await runner.query(`SELECT term, version FROM glossary_entries ORDER BY term`)).toEqual([
        { term: 'Bark', version: 1 },
        { term: 'Canopy', version: 1 },
      ]);
      await expect(
        runner.query(`INSERT INTO glossary_entries (term, definition) VALUES ('CANOPY', 'x')`),
      ).rejects.toMatchObject({ constraint: 'glossary_entries_term_lower_key' });
      const pending = await db.dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await runner.release();
    }
  });
});
