import { siteFactsOfRows } from '@selectree/rules';
import { readGlossary, readMeta, readSearchSource, readSiteRows, readTree } from './offline-db';
import { answersOf, type OfflineAnswers } from './offline-operations';
import { OfflineSearch } from './offline-search';

export type { OfflineAnswers };

/**
 * The answers of the offline copy (issue 27.3), loaded on demand (its own chunk: nothing of it is in
 * the first page's scripts): the search index built once per copy version from IndexedDB, and the
 * trees, cards and glossary read from it. Null without a copy (or with one of an older format: the
 * /offline page downloads it again).
 */
let held: { version: string; answers: Promise<OfflineAnswers | null> } | null = null;

export async function openOfflineAnswers(): Promise<OfflineAnswers | null> {
  const meta = await readMeta();
  if (!meta) return null;
  if (held?.version !== meta.version) held = { version: meta.version, answers: build(meta.version) };
  return held.answers;
}

async function build(version: string): Promise<OfflineAnswers | null> {
  const source = await readSearchSource();
  if (!source) return null;
  const siteRows = await readSiteRows();
  const site = siteRows ? siteFactsOfRows(version, siteRows, source.zips) : undefined;
  return answersOf(version, await OfflineSearch.build(source), readTree, readGlossary, site);
}
