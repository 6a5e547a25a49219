import fs from 'node:fs';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { logger } from '../../logger';
import { SEED_DIR } from '../../paths';
import { sanitizeRichText } from '../../import/rich-text';

/** The starter glossary: every term the tree detail page links to, and more (server/seed/demo). */
export const STARTER_GLOSSARY_FILE = path.join(SEED_DIR, 'demo', 'glossary.json');

export function readStarterGlossary(): { term: string; definition: string }[] {
  return JSON.parse(fs.readFileSync(STARTER_GLOSSARY_FILE, 'utf8')) as { term: string; definition: string }[];
}

/**
 * Loads the starter glossary when the glossary is empty, in any catalogue (the real export has no
 * glossary; the detail page's label links must land on an entry). Returns how many were added.
 * Run at start-up under the start-up lock, so two instances never both load it.
 */
export async function loadStarterGlossaryIfEmpty(db: DataSource): Promise<number> {
  return db.transaction(async (manager) => {
    await manager.query(`LOCK TABLE glossary_entries IN SHARE ROW EXCLUSIVE MODE`);
    const [{ count }]: { count: number }[] = await manager.query(`SELECT count(*)::int AS count FROM glossary_entries`);
    if (count > 0) return 0;
    const entries = readStarterGlossary();
    await manager.query(
      `INSERT INTO glossary_entries (term, definition)
       SELECT x.term, x.definition FROM jsonb_to_recordset($1::jsonb) AS x(term text, definition text)`,
      [JSON.stringify(entries.map((e) => ({ term: e.term, definition: sanitizeRichText(e.definition) ?? '' })))],
    );
    logger.info({ entries: entries.length }, 'the glossary was empty: loaded the starter glossary');
    return entries.length;
  });
}
