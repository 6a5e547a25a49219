/**
 * Name suggestion keys that are NOT in the suggestion cache: what visitors type, generated from
 * the catalogue's own names, each (region, search key) once. run.ts hands every load run a fresh
 * slice (bench/load.ts `offset`), so within a run no key is asked twice while the pool lasts (it
 * reports when it does not).
 *
 * From a random name (a scientific name or a tree_names row, display text with its case, accents,
 * × and punctuation): 2-6 characters from its start (70 %) or from a later word's start (30 %);
 * as written, lower case, upper case or mixed case; 8 % get a typo (a letter dropped, doubled,
 * swapped with the next or replaced) in a 5-8 character beginning; 15 % ask the Pacific Islands
 * edition. Deterministic (seeded).
 */
import { toSearchKey } from '@selectree/rules';
import { seededRandom } from '../server/test/helpers/seeded-random';

export interface ColdKey {
  term: string;
  region: 'all' | 'pacificislands';
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function typo(chars: string[], next: () => number): string[] {
  const out = [...chars];
  const at = 1 + Math.floor(next() * (out.length - 1));
  const kind = Math.floor(next() * 4);
  if (kind === 0) out.splice(at, 1);
  else if (kind === 1) out.splice(at, 0, out[at]);
  else if (kind === 2 && at + 1 < out.length) [out[at], out[at + 1]] = [out[at + 1], out[at]];
  else out[at] = LETTERS[Math.floor(next() * LETTERS.length)];
  return out;
}

function casing(text: string, next: () => number): string {
  const pick = next();
  if (pick < 0.4) return text;
  if (pick < 0.7) return text.toLowerCase();
  if (pick < 0.9) return text.toUpperCase();
  return [...text].map((char) => (next() < 0.5 ? char.toUpperCase() : char.toLowerCase())).join('');
}

/** One typed term from a display name. */
export function typedTerm(name: string, next: () => number): string {
  const starts = [0];
  for (let i = 1; i < name.length; i += 1) if (name[i - 1] === ' ' && name[i] !== ' ') starts.push(i);
  const start = next() < 0.7 || starts.length === 1 ? 0 : starts[1 + Math.floor(next() * (starts.length - 1))];
  const chars = [...name.slice(start)];
  const typoed = next() < 0.08 && chars.length >= 5;
  const length = typoed ? 5 + Math.floor(next() * 4) : 2 + Math.floor(next() * 5);
  const taken = chars.slice(0, length);
  return casing((typoed ? typo(taken, next) : taken).join(''), next);
}

/** Up to `size` distinct (region, search key) terms from `names`, in a seeded random order. */
export function coldKeys(names: string[], size: number, seed = 20261125): ColdKey[] {
  const next = seededRandom(seed);
  const seen = new Set<string>();
  const keys: ColdKey[] = [];
  // Each name gives several terms over the passes; stop when the pool is full or dry.
  for (let attempts = 0; keys.length < size && attempts < size * 20 && names.length; attempts += 1) {
    const term = typedTerm(names[Math.floor(next() * names.length)], next);
    const region = next() < 0.15 ? 'pacificislands' : 'all';
    const key = `${region}|${toSearchKey(term)}`;
    if (key.endsWith('|') || seen.has(key)) continue;
    seen.add(key);
    keys.push({ term, region });
  }
  return keys;
}

/** Every name of the catalogue as displayed: scientific names and tree_names rows. */
export const NAMES_SQL = `SELECT scientific_name AS name FROM trees UNION ALL SELECT name FROM tree_names`;
