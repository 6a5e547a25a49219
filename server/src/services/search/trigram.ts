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
 * The extension's scan for word similarity over one text's trigrams `slots[start..end)` (each
 * trigram as a slot number; `bounds` holds each one's word-bound bits, needed when strict), where
 * `found[slot]` says whether the pattern (of `patternLength` distinct trigrams) has it. `lastAt`
 * is scratch per slot, -1 on entry for the text's slots, and left so. Returns the greatest
 * similarity of the pattern to an extent the scan considers.
 */
function scan(
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

const meetsThreshold = (value: number, strict: boolean) =>
  value >= (strict ? STRICT_WORD_SIMILARITY_THRESHOLD : WORD_SIMILARITY_THRESHOLD);

/**
 * A typed pattern, its trigrams cut once, measured against any text: word_similarity(pattern,
 * text) (strict: strict_word_similarity).
 */
export class WordPattern {
  readonly trigrams: Set<number>;

  constructor(readonly text: string) {
    this.trigrams = new Set(trigramsOf(text));
  }

  /** `pattern <% text` (strict: `<<%`) at the extension's default thresholds. */
  similar(text: string, strict = false): boolean {
    return meetsThreshold(this.similarity(text, strict), strict);
  }

  similarity(text: string, strict = false): number {
    const bounds: number[] = [];
    const trigrams = trigramsOf(text, bounds);
    // Each distinct trigram of the text as a slot, and whether the pattern has it.
    const slotOfTrigram = new Map<number, number>();
    const slots = new Int32Array(trigrams.length);
    const found: number[] = [];
    trigrams.forEach((trigram, i) => {
      let slot = slotOfTrigram.get(trigram);
      if (slot === undefined) {
        slot = found.length;
        slotOfTrigram.set(trigram, slot);
        found.push(this.trigrams.has(trigram) ? 1 : 0);
      }
      slots[i] = slot;
    });
    const lastAt = new Int32Array(found.length).fill(-1);
    const boundBits = Uint8Array.from(trigrams, (_, i) => bounds[i] ?? 0);
    return scan(slots, boundBits, 0, slots.length, Uint8Array.from(found), this.trigrams.size, lastAt, strict);
  }
}

/** word_similarity(pattern, text) (strict: strict_word_similarity). */
export const wordSimilarity = (pattern: string, text: string, strict = false) =>
  new WordPattern(pattern).similarity(text, strict);

/** `pattern <% text`: word_similarity at least the extension's default threshold. */
export const wordSimilar = (pattern: string, text: string) => new WordPattern(pattern).similar(text);

/** `pattern <<% text`: strict_word_similarity at least the extension's default threshold. */
export const strictWordSimilar = (pattern: string, text: string) => new WordPattern(pattern).similar(text, true);

/** A pattern against the keys of TrigramPostings: its trigrams as the postings' slots. */
export interface SlotPattern {
  readonly text: string;
  /** found[slot]: the pattern has that trigram. */
  readonly found: Uint8Array;
  /** Its distinct trigrams, including those no key has. */
  readonly size: number;
  /** Its distinct trigrams that some key has, as slots. */
  readonly slots: number[];
}

/**
 * The distinct keys of a list of names, each key's trigrams as slot numbers in order (so measuring
 * a pattern against a key is a loop over small integers), and which keys hold each trigram, for
 * finding the keys a typed word may be similar to without measuring every one: a key similar to a
 * word (either measure) holds at least half of the word's distinct trigrams (see candidates).
 * Keyed by distinct key, as many names share one ("maple" for thousands of trees).
 */
export class TrigramPostings {
  /** The distinct keys, and each name's. */
  readonly keys: string[] = [];
  readonly keyOf: Int32Array;
  private readonly nameStarts: Int32Array;
  private readonly names: Int32Array;
  private readonly slotOfTrigram = new Map<number, number>();
  /** Key k's trigrams (slots) are sequence[sequenceStarts[k] .. sequenceStarts[k + 1]). */
  private readonly sequenceStarts: Int32Array;
  private readonly sequence: Int32Array;
  private readonly bounds: Uint8Array;
  private readonly starts: Int32Array;
  private readonly holders: Int32Array;
  private readonly lastAt: Int32Array;
  private readonly uncertainKeys = new Set<number>();

  /**
   * `names[i]` is name i's search key. A key beyond ASCII is held under every ASCII trigram
   * PostgreSQL may cut from it (whether its other letters separate words or not) and is
   * `uncertain`: its similarity is PostgreSQL's to compute.
   */
  constructor(names: readonly string[]) {
    this.keyOf = new Int32Array(names.length);
    const ids = new Map<string, number>();
    for (let name = 0; name < names.length; name += 1) {
      let id = ids.get(names[name]);
      if (id === undefined) {
        id = this.keys.length;
        ids.set(names[name], id);
        this.keys.push(names[name]);
      }
      this.keyOf[name] = id;
    }
    // Each key's names, ascending (a counting sort by key).
    this.nameStarts = new Int32Array(this.keys.length + 1);
    for (let name = 0; name < names.length; name += 1) this.nameStarts[this.keyOf[name] + 1] += 1;
    for (let id = 0; id < this.keys.length; id += 1) this.nameStarts[id + 1] += this.nameStarts[id];
    this.names = new Int32Array(names.length);
    const placed = this.nameStarts.slice(0, this.keys.length);
    for (let name = 0; name < names.length; name += 1) this.names[placed[this.keyOf[name]]++] = name;

    // Each key's trigram sequence as slots; a key beyond ASCII: its possible trigrams (held, never scanned).
    const sequence: number[] = [];
    const boundBits: number[] = [];
    const counts: number[] = [];
    this.sequenceStarts = new Int32Array(this.keys.length + 1);
    for (let id = 0; id < this.keys.length; id += 1) {
      const key = this.keys[id];
      const ascii = asciiKey(key);
      if (!ascii) this.uncertainKeys.add(id);
      const bounds: number[] = [];
      const trigrams = ascii ? trigramsOf(key, bounds) : possibleTrigrams(key);
      trigrams.forEach((trigram, i) => {
        let slot = this.slotOfTrigram.get(trigram);
        if (slot === undefined) {
          slot = counts.length;
          this.slotOfTrigram.set(trigram, slot);
          counts.push(0);
        }
        sequence.push(slot);
        boundBits.push(bounds[i] ?? 0);
      });
      this.sequenceStarts[id + 1] = sequence.length;
    }
    this.sequence = Int32Array.from(sequence);
    this.bounds = Uint8Array.from(boundBits);
    this.lastAt = new Int32Array(counts.length).fill(-1);
    // Postings: the keys holding each slot, once each (a key's repeats are skipped by lastAt).
    const seen = this.lastAt;
    for (let id = 0; id < this.keys.length; id += 1) {
      for (let i = this.sequenceStarts[id]; i < this.sequenceStarts[id + 1]; i += 1) {
        if (seen[this.sequence[i]] !== id) counts[this.sequence[i]] += 1;
        seen[this.sequence[i]] = id;
      }
    }
    this.starts = new Int32Array(counts.length + 1);
    for (let slot = 0; slot < counts.length; slot += 1) this.starts[slot + 1] = this.starts[slot] + counts[slot];
    this.holders = new Int32Array(this.starts[counts.length]);
    const filled = this.starts.slice(0, counts.length);
    seen.fill(-1);
    for (let id = 0; id < this.keys.length; id += 1) {
      for (let i = this.sequenceStarts[id]; i < this.sequenceStarts[id + 1]; i += 1) {
        const slot = this.sequence[i];
        if (seen[slot] !== id) this.holders[filled[slot]++] = id;
        seen[slot] = id;
      }
    }
    seen.fill(-1);
  }

  /** Calls `visit` for each name whose key is distinct key `id`, ascending. */
  forEachName(id: number, visit: (name: number) => void): void {
    for (let i = this.nameStarts[id]; i < this.nameStarts[id + 1]; i += 1) visit(this.names[i]);
  }

  /** Is distinct key `id` beyond ASCII (its similarity PostgreSQL's to compute)? */
  uncertain(id: number): boolean {
    return this.uncertainKeys.has(id);
  }

  /** A typed pattern (ASCII) for measuring against these keys. */
  pattern(text: string): SlotPattern {
    const trigrams = new Set(trigramsOf(text));
    const found = new Uint8Array(this.lastAt.length);
    const slots: number[] = [];
    for (const trigram of trigrams) {
      const slot = this.slotOfTrigram.get(trigram);
      if (slot !== undefined) {
        found[slot] = 1;
        slots.push(slot);
      }
    }
    return { text, found, size: trigrams.size, slots };
  }

  /** word_similarity(pattern, key `id`) (strict: strict_word_similarity); `id` not uncertain. */
  similarity(pattern: SlotPattern, id: number, strict = false): number {
    const [start, end] = [this.sequenceStarts[id], this.sequenceStarts[id + 1]];
    return scan(this.sequence, this.bounds, start, end, pattern.found, pattern.size, this.lastAt, strict);
  }

  /** `pattern <% key` (strict: `<<%`) at the extension's default thresholds. */
  similar(pattern: SlotPattern, id: number, strict = false): boolean {
    return meetsThreshold(this.similarity(pattern, id, strict), strict);
  }

  /**
   * The distinct keys that may be similar to `pattern` (an ASCII word), by either measure, or
   * start with it, or have a later word starting with it: those holding at least half of its
   * distinct trigrams. (Similarity count/|union| is at most count/|pattern's trigrams|, and the
   * lower threshold is 0.5; a key with a word starting with the pattern holds all of them but
   * perhaps the last, "xy ", and a word has at least two.) A superset: callers test each exactly.
   * `hits[k]`: how many of the pattern's distinct trigrams key k holds.
   */
  candidates(pattern: SlotPattern): { ids: number[]; hits: Uint8Array } {
    const needed = Math.max(1, Math.ceil(pattern.size / 2 - 1e-9));
    const hits = new Uint8Array(this.keys.length);
    const ids: number[] = [];
    for (const slot of pattern.slots) {
      for (let i = this.starts[slot]; i < this.starts[slot + 1]; i += 1) {
        const id = this.holders[i];
        hits[id] += 1;
        if (hits[id] === needed) ids.push(id);
      }
    }
    return { ids, hits };
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
