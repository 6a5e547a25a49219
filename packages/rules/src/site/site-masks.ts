import type { SiteFacts } from './site-facts';
import { activeConstraints, FAILS, RULES, type SiteQuery, UNKNOWN } from './site-rules';

/**
 * Recommendations without a walk over every tree (issue 22's 100k target): bitsets over the facts'
 * positions (bit i is tree position i), one per constraint variant, state and goal, each built once
 * per facts version on first use from the same RULES check() reads (site-rules.ts), so the two cannot
 * disagree (site.real-export.test.ts holds them together). A site ORs its constraints' masks, counts
 * its goals with a bit-sliced adder, and reads its page from the words of its (fit, score) buckets,
 * ranked as rankedPositions documents: known fits first, then unknowns; by score; ties in the facts'
 * (scientific-name) order. At 100,000 trees a mask is 3,125 words; about a hundred exist at most
 * (13 zones, 24 Sunset zones, 4 strip classes, ... by state), 1.3 MB.
 */

const masks = new WeakMap<SiteFacts, Map<string, Uint32Array>>();
const wordsOf = (f: SiteFacts) => (f.size + 31) >>> 5;

function mask(f: SiteFacts, key: string, test: (i: number) => boolean): Uint32Array {
  let byKey = masks.get(f);
  if (!byKey) masks.set(f, (byKey = new Map()));
  let bits = byKey.get(key);
  if (!bits) {
    bits = new Uint32Array(wordsOf(f));
    for (let i = 0; i < f.size; i += 1) if (test(i)) bits[i >>> 5] |= 1 << (i & 31);
    byKey.set(key, bits);
  }
  return bits;
}

export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** Calls `visit` with the position of each set bit of one word (bit b of word w is w * 32 + b), ascending. */
function eachBit(word: number, base: number, visit: (i: number) => void): void {
  let rest = word;
  while (rest) {
    const low = rest & -rest;
    visit(base + 31 - Math.clz32(low));
    rest ^= low;
  }
}

export interface SiteRanking {
  /** Every visible tree not known to fail. */
  total: number;
  /** Of them, those that fit every constraint. */
  fitsCount: number;
  /** Positions [from, from + count) of the ranking. */
  slice: (from: number, count: number) => number[];
  /** The fitting trees' bitset (no failure, nothing unknown). */
  fits: Uint32Array;
}

/** The site's ranking over the facts (see the module comment). */
export function siteRanking(f: SiteFacts, q: SiteQuery): SiteRanking {
  const words = wordsOf(f);
  const visible = mask(f, `visible:${q.regionBit}`, (i) => (f.visible[i] & q.regionBit) !== 0);
  const failed = new Uint32Array(words);
  const unknown = new Uint32Array(words);
  for (const name of activeConstraints(q)) {
    const rule = RULES[name];
    const key = `${name}:${rule.variant(q)}`;
    const fails = mask(f, `${key}:fails`, (i) => rule.state(f, i, q) === FAILS);
    const lacks = mask(f, `${key}:unknown`, (i) => rule.state(f, i, q) === UNKNOWN);
    for (let w = 0; w < words; w += 1) {
      failed[w] |= fails[w];
      unknown[w] |= lacks[w];
    }
  }
  const fits = new Uint32Array(words);
  const unsure = new Uint32Array(words);
  let total = 0;
  let fitsCount = 0;
  for (let w = 0; w < words; w += 1) {
    const kept = visible[w] & ~failed[w];
    fits[w] = kept & ~unknown[w];
    unsure[w] = kept & unknown[w];
    fitsCount += popcount(fits[w]);
    total += popcount(kept);
  }
  const score = goalCounters(f, q, words);
  const slice = (from: number, count: number): number[] => {
    const out: number[] = [];
    let seen = 0;
    for (const base of [fits, unsure])
      for (let s = score.max; s >= 0; s -= 1)
        for (let w = 0; w < words && out.length < count; w += 1) {
          const word = base[w] & score.equal(s, w);
          if (!word) continue;
          const n = popcount(word);
          if (seen + n <= from) {
            seen += n;
            continue;
          }
          eachBit(word, w << 5, (at) => {
            if (seen++ >= from && out.length < count) out.push(at);
          });
        }
    return out;
  };
  return { total, fitsCount, slice, fits };
}

/**
 * Each tree's score (goals met, at most 15) as four bit planes, summed mask by mask with a
 * ripple-carry adder per word; `equal(s, w)` is the word of trees scoring exactly s.
 */
function goalCounters(f: SiteFacts, q: SiteQuery, words: number) {
  const goals: Uint32Array[] = [];
  for (let bit = 1; bit <= q.goalBits; bit <<= 1)
    if (q.goalBits & bit) goals.push(mask(f, `goal:${bit}`, (i) => (f.goals[i] & bit) !== 0));
  const planes = [0, 1, 2, 3].map(() => new Uint32Array(words));
  const [p0, p1, p2, p3] = planes;
  for (const goal of goals)
    for (let w = 0; w < words; w += 1) {
      let carry = goal[w];
      let next = p0[w] & carry;
      p0[w] ^= carry;
      carry = next;
      next = p1[w] & carry;
      p1[w] ^= carry;
      carry = next;
      next = p2[w] & carry;
      p2[w] ^= carry;
      p3[w] ^= next;
    }
  const equal = (s: number, w: number) =>
    (s & 1 ? p0[w] : ~p0[w]) & (s & 2 ? p1[w] : ~p1[w]) & (s & 4 ? p2[w] : ~p2[w]) & (s & 8 ? p3[w] : ~p3[w]);
  return { max: goals.length, equal };
}

/** Calls `visit` with each set position of a bitset, ascending. */
export function forEachPosition(bits: Uint32Array, visit: (i: number) => void): void {
  for (let w = 0; w < bits.length; w += 1) eachBit(bits[w], w << 5, visit);
}
