import type { DataSource } from 'typeorm';
import { seededRandom } from './seeded-random';
import { Region } from '../../src/catalogue/regions';
import { toSearchKey } from '@selectree/rules';
import { loadConfig } from '../../src/config';
import { buildRequestContext, type AppDeps } from '../../src/context';
import {
  NameMatchTier,
  SHORT_KEY,
  SIMILAR_BELOW,
  SUGGESTIONS_MAX,
  suggestNamesIndexed,
  suggestNamesReference,
} from '../../src/services/search.service';

/**
 * Name suggestions answered both ways, the in-process index (suggestNamesIndexed: name-suggest.ts
 * for the strict tiers) and the SQL reference (suggestNamesReference: name-search.ts), compared as
 * whole ordered lists (every field of every suggestion). Deterministic: a seeded generator.
 *
 * The typed terms come from the catalogue's own names as displayed: beginnings of 1 character to
 * the whole name, from the name's start or a later word's; in their case, lower, upper or mixed;
 * with the accents stripped or the hybrid sign typed as "x"; with hyphens, apostrophes or stray
 * punctuation; with a typo; in either edition. Each (edition, search key) is compared once.
 */
export interface SuggestionReport {
  keys: number;
  identical: number;
  nonEmpty: number;
  full: number;
  typoTier: number;
  kinds: Record<string, number>;
  mismatches: string[];
}

type Variant = (name: string, next: () => number) => string;

const cut = (text: string, next: () => number, min = 1) => {
  const chars = [...text];
  return chars
    .slice(0, Math.min(chars.length, min + Math.floor(next() * Math.max(1, chars.length - min + 1))))
    .join('');
};
const laterWord = (name: string, next: () => number) => {
  const words = name.split(' ');
  return words.length > 1 ? words.slice(1 + Math.floor(next() * (words.length - 1))).join(' ') : name;
};
const mixedCase = (text: string, next: () => number) =>
  [...text].map((char) => (next() < 0.5 ? char.toUpperCase() : char.toLowerCase())).join('');

const VARIANTS: Record<string, Variant> = {
  prefix: (name, next) => cut(name, next, 2),
  short: (name, next) => cut(name, next, 1).slice(0, 2),
  whole: (name) => name,
  wordPrefix: (name, next) => cut(laterWord(name, next), next, 2),
  upper: (name, next) => cut(name, next, 2).toUpperCase(),
  mixed: (name, next) => mixedCase(cut(name, next, 3), next),
  accentsStripped: (name, next) => cut(name, next, 3).normalize('NFKD').replace(/\p{M}/gu, '').replace(/[ʻ‘`]/g, ''),
  hybridAsX: (name, next) => cut(name.replace(/×\s*/g, 'x '), next, 3),
  punctuated: (name, next) => {
    const text = cut(name, next, 3).replace(/ /g, next() < 0.5 ? '-' : " '");
    return next() < 0.5 ? `${text}.` : `"${text}`;
  },
  typo: (name, next) => {
    const chars = [...cut(name, next, 5)];
    const at = 1 + Math.floor(next() * (chars.length - 1));
    const kind = Math.floor(next() * 3);
    if (kind === 0) chars.splice(at, 1);
    else if (kind === 1 && at + 1 < chars.length) [chars[at], chars[at + 1]] = [chars[at + 1], chars[at]];
    else chars[at] = 'abcdefghijklmnopqrstuvwxyz'[Math.floor(next() * 26)];
    return chars.join('');
  },
};

export async function compareSuggestionPaths(db: DataSource, count: number, seed: number): Promise<SuggestionReport> {
  const deps: AppDeps = { db, config: loadConfig({ NODE_ENV: 'test' }) };
  const ctx = () => buildRequestContext(deps);
  const names: string[] = (
    await db.query(`SELECT scientific_name AS name FROM trees UNION ALL SELECT name FROM tree_names ORDER BY 1`)
  ).map((row: { name: string }) => row.name);
  const next = seededRandom(seed);
  const variants = Object.entries(VARIANTS);
  const report: SuggestionReport = {
    keys: 0,
    identical: 0,
    nonEmpty: 0,
    full: 0,
    typoTier: 0,
    kinds: {},
    mismatches: [],
  };
  const seen = new Set<string>();
  for (let attempt = 0; report.keys < count && attempt < count * 50; attempt += 1) {
    const [kind, variant] = variants[report.keys % variants.length];
    const term = variant(names[Math.floor(next() * names.length)], next);
    const region = next() < 0.25 ? Region.PACIFIC_ISLANDS : Region.CALIFORNIA;
    const key = toSearchKey(term);
    if (!key || seen.has(`${region}|${key}`)) continue;
    seen.add(`${region}|${key}`);
    const indexed = await suggestNamesIndexed(ctx(), term, region);
    if (!indexed) throw new Error('suggestion equivalence: the search index could not be built');
    const reference = await suggestNamesReference(ctx(), term, region);
    report.keys += 1;
    report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
    if (JSON.stringify(indexed) === JSON.stringify(reference)) report.identical += 1;
    else if (report.mismatches.length < 10) report.mismatches.push(`${region} ${JSON.stringify(term)} (${key})`);
    if (reference.length) report.nonEmpty += 1;
    if (reference.length === SUGGESTIONS_MAX) report.full += 1;
    const strict = reference.filter((suggestion) => suggestion.tier !== NameMatchTier.Similar).length;
    if (key.length >= SHORT_KEY && strict < SIMILAR_BELOW) report.typoTier += 1;
  }
  return report;
}
