import { trigramsOf } from '../names/trigram';
import { TrigramPostings } from './trigram-postings';

/** A seeded generator (a linear congruential one): the same keys on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * Words from a few common letters, so trigrams repeat across keys as "  c" and " ch" do in a
 * catalogue, and now and then a rare one, so some of a word's trigrams are held by few keys.
 */
function word(next: () => number): string {
  const length = 2 + Math.floor(next() * 8);
  return Array.from({ length }, () =>
    next() < 0.04 ? 'xyz'[Math.floor(next() * 3)] : 'abcdeo'[Math.floor(next() * 6)],
  ).join('');
}

/** The reference: every key holding at least half of the pattern's distinct trigrams, counted by sets. */
function bruteForce(keys: string[], text: string) {
  const wanted = new Set(trigramsOf(text));
  const needed = Math.max(1, Math.ceil(wanted.size / 2 - 1e-9));
  const found = new Map<string, number>();
  for (const key of new Set(keys)) {
    const held = [...new Set(trigramsOf(key))].filter((trigram) => wanted.has(trigram)).length;
    if (held >= needed) found.set(key, held);
  }
  return found;
}

describe('TrigramPostings#candidates (the typo tier’s candidate keys)', () => {
  it('finds exactly the keys holding half of a word’s trigrams or more, with how many each holds', () => {
    const next = seededRandom(20261130);
    const keys = Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + Math.floor(next() * 3) }, () => word(next)).join(' '),
    );
    const postings = new TrigramPostings(keys);
    const rare = keys.filter((key) => /[xyz]/.test(key));
    for (let run = 0; run < 400; run += 1) {
      // Typed words: from the keys (with a letter changed now and then) and made up.
      const from = next() < 0.5 ? rare : keys;
      const text = next() < 0.7 ? from[Math.floor(next() * from.length)].split(' ')[0] : word(next);
      const { ids, hits } = postings.candidates(postings.pattern(text));
      const answer = new Map([...ids].map((id, at) => [postings.keys[id], hits[at]]));
      expect(ids.length).toBe(new Set(ids).size);
      expect(answer).toEqual(bruteForce(keys, text));
    }
  });

  it('finds nothing for a word none of whose trigrams a key holds, and the same answer when asked again', () => {
    const postings = new TrigramPostings(['oak', 'coast live oak', 'valley oak']);
    expect(postings.candidates(postings.pattern('zzzz'))).toEqual({ ids: new Int32Array(0), hits: new Uint8Array(0) });
    const first = postings.candidates(postings.pattern('oak'));
    expect(postings.candidates(postings.pattern('oak'))).toEqual(first);
    expect([...first.ids].map((id) => postings.keys[id]).sort()).toEqual(['coast live oak', 'oak', 'valley oak']);
  });
});
