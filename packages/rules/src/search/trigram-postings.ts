import * as trigram from '../names/trigram';

const { LEFT, RIGHT, asciiKey, code, meetsThreshold, scan, trigramsOf } = trigram;

/**
 * Trigram postings over a catalogue's name keys, for the in-process typo tier (name-similar.ts);
 * the measures themselves are trigram.ts's.
 */

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
  /** Per distinct key: the fewest distinct trigrams of one of its words (at most 255). */
  readonly shortestWord: Uint8Array;
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
  /** candidates()' counters (all zero between calls) and the keys it found, made on first use. */
  private scratch: { counts: Uint8Array; ids: Int32Array } | null = null;

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
    this.shortestWord = this.shortestWords();
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

  /** shortestWord of every key: a word runs from a LEFT-bound trigram to a RIGHT-bound one. */
  private shortestWords(): Uint8Array {
    const out = new Uint8Array(this.keys.length);
    const { sequence, bounds } = this;
    for (let id = 0; id < this.keys.length; id += 1) {
      if (this.uncertain(id)) continue;
      let fewest = 255;
      let wordStart = this.sequenceStarts[id];
      for (let i = wordStart; i < this.sequenceStarts[id + 1]; i += 1) {
        if (bounds[i] & LEFT) wordStart = i;
        if (!(bounds[i] & RIGHT)) continue;
        let distinct = 0;
        for (let a = wordStart; a <= i; a += 1) {
          let repeated = false;
          for (let b = wordStart; b < a && !repeated; b += 1) repeated = sequence[b] === sequence[a];
          if (!repeated) distinct += 1;
        }
        fewest = Math.min(fewest, distinct);
      }
      out[id] = fewest;
    }
    return out;
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
    const start = this.sequenceStarts[id];
    const end = this.sequenceStarts[id + 1];
    return scan(this.sequence, this.bounds, start, end, pattern.found, pattern.size, this.lastAt, strict);
  }

  /** `pattern <% key` (strict: `<<%`) at the extension's default thresholds. */
  similar(pattern: SlotPattern, id: number, strict = false): boolean {
    return meetsThreshold(this.similarity(pattern, id, strict), strict);
  }

  /**
   * At most how many keys candidates(pattern) answers: the postings it walks (the keys holding each
   * of the pattern's trigrams, summed) over the trigrams a candidate holds at least.
   */
  mostCandidates(pattern: SlotPattern): number {
    let walked = 0;
    for (const slot of pattern.slots) walked += this.starts[slot + 1] - this.starts[slot];
    return Math.floor(walked / neededOf(pattern));
  }

  /**
   * The distinct keys that may be similar to `pattern` (an ASCII word), by either measure, or
   * start with it, or have a later word starting with it: those holding at least half of its
   * distinct trigrams. (Similarity count/|union| is at most count/|pattern's trigrams|, and the
   * lower threshold is 0.5; a key with a word starting with the pattern holds all of them but
   * perhaps the last, "xy ", and a word has at least two.) A superset: callers test each exactly.
   * `hits[i]`: how many of the pattern's distinct trigrams key `ids[i]` holds (both arrays the caller's own).
   */
  candidates(pattern: SlotPattern): { ids: Int32Array; hits: Uint8Array } {
    const needed = neededOf(pattern);
    // Counted in arrays kept for the next call: at 100,000 trees a typo of a common beginning
    // ("chirv") walks ~200,000 entries to ~30,000 candidates, and a fresh counter array and a
    // grown candidate list took 4-5 ms of it, the counting alone under 1 (docs/performance.md).
    this.scratch ??= { counts: new Uint8Array(this.keys.length), ids: new Int32Array(this.keys.length) };
    const { counts, ids: reached } = this.scratch;
    const { starts, holders } = this;
    let found = 0;
    for (const slot of pattern.slots) {
      const end = starts[slot + 1];
      for (let i = starts[slot]; i < end; i += 1) {
        const id = holders[i];
        const held = counts[id] + 1;
        counts[id] = held;
        if (held === needed) reached[found++] = id;
      }
    }
    const ids = reached.slice(0, found);
    const hits = new Uint8Array(found);
    for (let c = 0; c < found; c += 1) hits[c] = counts[ids[c]];
    counts.fill(0);
    return { ids, hits };
  }
}

/** The trigrams of `pattern` a candidate holds at least: half of them (see candidates). */
const neededOf = (pattern: SlotPattern) => Math.max(1, Math.ceil(pattern.size / 2 - 1e-9));

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
