/**
 * pg_trgm's word similarity, in process, for the similar tier of name suggestions (name-similar.ts):
 * the same numbers as PostgreSQL's word_similarity(a, b) and strict_word_similarity(a, b) on search
 * keys (toSearchKey output), so the in-process tier answers what the SQL reference answers
 * (trigram.test.ts compares both on thousands of pairs; the suggestion equivalence tests compare
 * whole answers).
 *
 * The measure, as the extension defines it: a text's words (runs of letters and digits) are padded
 * with two spaces before and one after, and cut into trigrams, in order. The similarity of the
 * pattern `a` to an extent (a contiguous run) of the text's trigrams is |A ∩ E| / |A ∪ E| over the
 * distinct trigrams; word similarity is the best over the extents the extension's scan considers
 * (every extent ending on a trigram of the pattern, shrunk from the left while that helps; strict:
 * extents that start and end on word boundaries). Numbers are float4, as PostgreSQL's: the
 * thresholds of `<%` (0.6) and `<<%` (0.5) compare float4 values with the float4 of the setting.
 *
 * ONLY for keys of ASCII letters, digits and single spaces (asciiKey): PostgreSQL decides what a
 * letter is by the database's locale beyond ASCII and hashes multi-byte trigrams. Callers fall back
 * to the SQL reference for anything else.
 *
 * This file holds the trigrams and the extension's scan; trigram-postings.ts applies them to a
 * catalogue's keys (TrigramPostings.similarity and .similar).
 */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);
export const STRICT_WORD_SIMILARITY_THRESHOLD = Math.fround(0.5);

export const LEFT = 1;
export const RIGHT = 2;
const ASCII_KEY = /^[a-z0-9 ]*$/;

/** A key this module computes exactly as PostgreSQL does. */
export const asciiKey = (key: string): boolean => ASCII_KEY.test(key);

/** A trigram of ASCII characters as one number (three 7-bit codes). */
export const code = (text: string, at: number) =>
  (text.charCodeAt(at) << 14) | (text.charCodeAt(at + 1) << 7) | text.charCodeAt(at + 2);

/**
 * The trigrams of a key in order (with `bounds`: which start and which end a word). Words are the
 * key's space-separated runs (an ASCII key has no other separator).
 */
export function trigramsOf(key: string, bounds?: number[]): number[] {
  const out: number[] = [];
  let start = 0;
  for (let i = 0; i <= key.length; i += 1) {
    if (i < key.length && key.charCodeAt(i) !== 32) continue;
    if (i > start) {
      const padded = `  ${key.slice(start, i)} `;
      const first = out.length;
      for (let p = 0; p + 3 <= padded.length; p += 1) out.push(code(padded, p));
      if (bounds) {
        bounds[first] = (bounds[first] ?? 0) | LEFT;
        bounds[out.length - 1] = (bounds[out.length - 1] ?? 0) | RIGHT;
      }
    }
    start = i + 1;
  }
  return out;
}

/** |count| / |union| in float4, as the extension computes it. */
const similarity = (count: number, patternLength: number, extentLength: number) =>
  Math.fround(count / (patternLength + extentLength - count));

/**
 * The extension's scan for word similarity over one text's trigrams `slots[start..end)` (each
 * trigram as a slot number; `bounds` holds each one's word-bound bits, needed when strict), where
 * `found[slot]` says whether the pattern (of `patternLength` distinct trigrams) has it. `lastAt`
 * is scratch per slot, -1 on entry for the text's slots, and left so. Returns the greatest
 * similarity of the pattern to an extent the scan considers.
 */
export function scan(
  slots: Int32Array,
  bounds: Uint8Array,
  start: number,
  end: number,
  found: Uint8Array,
  patternLength: number,
  lastAt: Int32Array,
  strict: boolean,
): number {
  let lower = strict ? start : -1;
  let count = 0;
  let extentLength = 0;
  let best = 0;
  for (let i = start; i < end; i += 1) {
    const slot = slots[i];
    if (lower >= 0 || found[slot]) {
      if (lastAt[slot] < 0) {
        extentLength += 1;
        if (found[slot]) count += 1;
      }
      lastAt[slot] = i;
    }
    if (!(strict ? bounds[i] & RIGHT : found[slot])) continue;
    const upper = i;
    if (lower === -1) {
      lower = i;
      extentLength = 1;
    }
    let current = similarity(count, patternLength, extentLength);
    // Shrink the extent from the left (strict: to a word's start) while that raises the similarity.
    let shrunkCount = count;
    let shrunkLength = extentLength;
    const previousLower = lower;
    for (let from = lower; from <= upper; from += 1) {
      if (!strict || bounds[from] & LEFT) {
        const candidate = similarity(shrunkCount, patternLength, shrunkLength);
        if (candidate > current) {
          current = candidate;
          extentLength = shrunkLength;
          lower = from;
          count = shrunkCount;
        }
      }
      const leaving = slots[from];
      if (lastAt[leaving] === from) {
        shrunkLength -= 1;
        if (found[leaving]) shrunkCount -= 1;
      }
    }
    if (current > best) best = current;
    for (let from = previousLower; from < lower; from += 1) {
      const leaving = slots[from];
      if (lastAt[leaving] === from) lastAt[leaving] = -1;
    }
  }
  for (let i = start; i < end; i += 1) lastAt[slots[i]] = -1;
  return best;
}

export const meetsThreshold = (value: number, strict: boolean) =>
  value >= (strict ? STRICT_WORD_SIMILARITY_THRESHOLD : WORD_SIMILARITY_THRESHOLD);
