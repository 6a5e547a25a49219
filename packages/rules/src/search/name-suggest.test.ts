import { firstInOrder } from './name-suggest';

/** A seeded generator (a linear congruential one): the same entries on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The reference: a stable sort of every entry, then the first `count`. */
const sortedFirst = <T>(entries: T[], count: number, order: (a: T, b: T) => number) =>
  [...entries].sort(order).slice(0, count);

describe('firstInOrder (the ranking of name suggestions without sorting every tree)', () => {
  const byScore = (a: { score: number }, b: { score: number }) => b.score - a.score;

  it('is exactly a stable sort cut to its first entries, ties in the entries’ order', () => {
    const next = seededRandom(20261130);
    for (let run = 0; run < 300; run += 1) {
      const size = Math.floor(next() * 400);
      // Few distinct scores: many ties, which the stable sort keeps in the entries' order.
      const entries = Array.from({ length: size }, (_, at) => ({ at, score: Math.floor(next() * 12) }));
      const count = Math.floor(next() * 120);
      expect(firstInOrder(entries, count, byScore)).toEqual(sortedFirst(entries, count, byScore));
    }
  });

  it('answers fewer entries than asked for when there are fewer, and none for a count of 0', () => {
    const entries = [{ score: 1 }, { score: 3 }, { score: 2 }];
    expect(firstInOrder(entries, 100, byScore)).toEqual([{ score: 3 }, { score: 2 }, { score: 1 }]);
    expect(firstInOrder(entries, 0, byScore)).toEqual([]);
    expect(firstInOrder([], 5, byScore)).toEqual([]);
  });

  it('takes any iterable, read once (the ranking passes a Map’s values)', () => {
    const best = new Map([
      [7, { tree: 7, score: 5 }],
      [3, { tree: 3, score: 9 }],
      [5, { tree: 5, score: 5 }],
    ]);
    expect(firstInOrder(best.values(), 2, byScore)).toEqual([
      { tree: 3, score: 9 },
      { tree: 7, score: 5 },
    ]);
  });
});
