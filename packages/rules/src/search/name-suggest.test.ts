import { firstInOrder, smallestInOrder } from './name-suggest';

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

describe('smallestInOrder (the typo tier’s first names a table in physical order)', () => {
  const reference = (values: number[], count: number) => [...Float64Array.from(values).sort().slice(0, count)];

  it('is exactly a numeric sort cut to its first values, on the packed numbers the tier sorts', () => {
    const next = seededRandom(20261202);
    for (let run = 0; run < 300; run += 1) {
      const size = Math.floor(next() * 3000);
      // rank * 2^24 + name (distinct, as the tier packs them), or few distinct values (repeats).
      const spread = run % 3 === 0 ? 8 : 400_000;
      const values = Array.from(
        { length: size },
        (_, name) => Math.floor(next() * spread) * 2 ** 24 + (run % 3 ? name : 0),
      );
      const count = Math.floor(next() * 1200);
      expect([...smallestInOrder(values, count)]).toEqual(reference(values, count));
    }
  });

  it('answers all values sorted when there are fewer than asked for, and none for a count of 0', () => {
    expect([...smallestInOrder([5, 1, 3], 1000)]).toEqual([1, 3, 5]);
    expect([...smallestInOrder([5, 1, 3], 2)]).toEqual([1, 3]);
    expect([...smallestInOrder([5, 1, 3], 0)]).toEqual([]);
    expect([...smallestInOrder([], 10)]).toEqual([]);
    // Already in order, and in reverse order (the pivot's worst cases for a plain quickselect).
    const ascending = Array.from({ length: 5000 }, (_, i) => i);
    expect([...smallestInOrder(ascending, 1000)]).toEqual(ascending.slice(0, 1000));
    expect([...smallestInOrder([...ascending].reverse(), 1000)]).toEqual(ascending.slice(0, 1000));
  });
});
