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
 */
export const WORD_SIMILARITY_THRESHOLD = Math.fround(0.6);
export const STRICT_WORD_SIMILARITY_THRESHOLD = Math.fround(0.5);

const LEFT = 1;
const RIGHT = 2;
const ASCII_KEY = /^[a-z0-9 ]*$/;

/** A key this module computes exactly as PostgreSQL does. */
export const asciiKey = (key: string): boolean => ASCII_KEY.test(key);

/** A trigram of ASCII characters as one number (three 7-bit codes). */
const code = (text: string, at: number) =>
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
 * word_similarity(pattern, text) (strict: strict_word_similarity): the scan of the extension,
 * over the text's trigrams, keeping for each distinct trigram its last position in the extent.
 */
export function wordSimilarity(pattern: string, text: string, strict = false): number {
  const wanted = new Set(trigramsOf(pattern));
  const bounds: number[] = [];
  const trigrams = trigramsOf(text, strict ? bounds : undefined);
  // Each distinct trigram of the text as a small number, and whether the pattern has it.
  const slots = new Map<number, number>();
  const slotOf = new Int32Array(trigrams.length);
  const found: boolean[] = [];
  for (let i = 0; i < trigrams.length; i += 1) {
    let slot = slots.get(trigrams[i]);
    if (slot === undefined) {
      slot = slots.size;
      slots.set(trigrams[i], slot);
      found.push(wanted.has(trigrams[i]));
    }
    slotOf[i] = slot;
  }
  const patternLength = wanted.size;
  const lastAt = new Int32Array(slots.size).fill(-1);
  let lower = strict ? 0 : -1;
  let count = 0;
  let extentLength = 0;
  let best = 0;
  for (let i = 0; i < trigrams.length; i += 1) {
    const slot = slotOf[i];
    if (lower >= 0 || found[slot]) {
      if (lastAt[slot] < 0) {
        extentLength += 1;
        if (found[slot]) count += 1;
      }
      lastAt[slot] = i;
    }
    if (!(strict ? (bounds[i] ?? 0) & RIGHT : found[slot])) continue;
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
      if (!strict || (bounds[from] ?? 0) & LEFT) {
        const candidate = similarity(shrunkCount, patternLength, shrunkLength);
        if (candidate > current) {
          current = candidate;
          extentLength = shrunkLength;
          lower = from;
          count = shrunkCount;
        }
      }
      const leaving = slotOf[from];
      if (lastAt[leaving] === from) {
        shrunkLength -= 1;
        if (found[leaving]) shrunkCount -= 1;
      }
    }
    if (current > best) best = current;
    for (let from = previousLower; from < lower; from += 1) {
      const leaving = slotOf[from];
      if (lastAt[leaving] === from) lastAt[leaving] = -1;
    }
  }
  return best;
}

/** `pattern <% text`: word_similarity at least the extension's default threshold. */
export const wordSimilar = (pattern: string, text: string) =>
  wordSimilarity(pattern, text) >= WORD_SIMILARITY_THRESHOLD;

/** `pattern <<% text`: strict_word_similarity at least the extension's default threshold. */
export const strictWordSimilar = (pattern: string, text: string) =>
  wordSimilarity(pattern, text, true) >= STRICT_WORD_SIMILARITY_THRESHOLD;

/**
 * Which names hold each trigram (each name once per trigram), for finding the names a typed word
 * may be similar to without testing every name: a name similar to a word (either measure) holds at
 * least half of the word's distinct trigrams (see candidates).
 */
export class TrigramPostings {
  private readonly slots = new Map<number, number>();
  private readonly starts: Int32Array;
  private readonly names: Int32Array;

  private readonly uncertainNames = new Set<number>();

  /**
   * `keys[i]` is name i's search key. A key beyond ASCII is held under every ASCII trigram
   * PostgreSQL may cut from it (whether its other letters separate words or not) and is
   * `uncertain`: its similarity is PostgreSQL's to compute.
   */
  constructor(keys: readonly string[]) {
    // Two passes: each name's distinct trigram slots (one flat list), then one array in slot order.
    const nameStarts = new Int32Array(keys.length + 1);
    const flat: number[] = [];
    const counts: number[] = [];
    for (let name = 0; name < keys.length; name += 1) {
      const key = keys[name];
      const ascii = asciiKey(key);
      if (!ascii) this.uncertainNames.add(name);
      for (const trigram of new Set(ascii ? trigramsOf(key) : possibleTrigrams(key))) {
        let slot = this.slots.get(trigram);
        if (slot === undefined) {
          slot = counts.length;
          this.slots.set(trigram, slot);
          counts.push(0);
        }
        flat.push(slot);
        counts[slot] += 1;
      }
      nameStarts[name + 1] = flat.length;
    }
    this.starts = new Int32Array(counts.length + 1);
    for (let slot = 0; slot < counts.length; slot += 1) this.starts[slot + 1] = this.starts[slot] + counts[slot];
    this.names = new Int32Array(flat.length);
    const filled = this.starts.slice(0, counts.length);
    for (let name = 0; name < keys.length; name += 1) {
      for (let i = nameStarts[name]; i < nameStarts[name + 1]; i += 1) this.names[filled[flat[i]]++] = name;
    }
  }

  /** Is name i's key beyond ASCII (its similarity PostgreSQL's to compute)? */
  uncertain(name: number): boolean {
    return this.uncertainNames.has(name);
  }

  /**
   * The names that may be similar to `word` (an ASCII word of 3 characters or more), by either
   * measure, or start it, or have a later word starting with it: those holding at least half of the
   * word's distinct trigrams. (Similarity count/|union| is at most count/|word's trigrams|, and the
   * lower threshold is 0.5; a name with a word starting with `word` holds all of them but perhaps
   * the last, "xy ", and a word has at least two.) A superset: callers test each candidate exactly.
   */
  candidates(word: string, nameCount: number): number[] {
    const wanted = [...new Set(trigramsOf(word))];
    const needed = Math.max(1, Math.ceil(wanted.length / 2 - 1e-9));
    const hits = new Uint8Array(nameCount);
    const out: number[] = [];
    for (const trigram of wanted) {
      const slot = this.slots.get(trigram);
      if (slot === undefined) continue;
      for (let i = this.starts[slot]; i < this.starts[slot + 1]; i += 1) {
        const name = this.names[i];
        hits[name] += 1;
        if (hits[name] === needed) out.push(name);
      }
    }
    return out;
  }
}

/**
 * The ASCII trigrams PostgreSQL may cut from a key beyond ASCII: its other characters either
 * separate words (a locale where they are not letters) or belong to them (trigrams holding one are
 * hashed, never equal to an ASCII one).
 */
function possibleTrigrams(key: string): number[] {
  const separated = trigramsOf(
    key
      .replace(/[^ -~]+/g, ' ')
      .replace(/ +/g, ' ')
      .trim(),
  );
  const kept: number[] = [];
  for (const word of key.split(' ')) {
    const padded = `  ${word} `;
    for (let p = 0; p + 3 <= padded.length; p += 1) {
      if (/^[ -~]{3}$/.test(padded.slice(p, p + 3))) kept.push(code(padded, p));
    }
  }
  return [...separated, ...kept];
}
