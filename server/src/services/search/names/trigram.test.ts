import { seededRandom } from '../../../../test/helpers/seeded-random';
import { useTestDatabase } from '../../../../test/helpers/test-database';
import { asciiKey, STRICT_WORD_SIMILARITY_THRESHOLD, WORD_SIMILARITY_THRESHOLD } from '@selectree/rules';
import { TrigramPostings } from '@selectree/rules';

/**
 * The in-process word similarity (trigram.ts) gives PostgreSQL's numbers: pg_trgm's
 * word_similarity, strict_word_similarity, `<%` and `<<%` on the same pairs, compared exactly
 * (float4), over names of trees and typed beginnings, later words and typos of them.
 */
const db = useTestDatabase();

const NAMES = [
  'quercus agrifolia',
  'coast live oak',
  'jacaranda mimosifolia',
  'platanus hispanica',
  'acer freemanii armstrong',
  'howitt s wattle',
  'ohia lehua',
  'metrosideros polymorpha',
  'sequoia sempervirens',
  'coast redwood',
  'arbutus marina',
  'strawberry tree',
  'lophostemon confertus',
  'brisbane box',
  'pistacia chinensis',
  'chinese pistache',
  'ginkgo biloba',
  'maidenhair tree',
  'eucalyptus globulus',
  'tasmanian blue gum',
  'aaa aab abab',
  'a b c',
  'acacia acacia acacia',
  'x1 2b 33 tree 2',
];

/** A typed text from `name` (default: one at random): a beginning of a word onwards, with 0-2 typos. */
function typed(next: () => number, name = NAMES[Math.floor(next() * NAMES.length)]): string {
  const words = name.split(' ');
  const from = Math.floor(next() * words.length);
  let text = words.slice(from).join(' ');
  text = text.slice(0, 1 + Math.floor(next() * text.length)).trim() || 'a';
  const chars = [...text];
  const edits = Math.floor(next() * 3);
  for (let e = 0; e < edits && chars.length > 1; e += 1) {
    const at = Math.floor(next() * chars.length);
    const kind = Math.floor(next() * 3);
    if (kind === 0) chars.splice(at, 1);
    else if (kind === 1) chars.splice(at, 0, 'abcdeilnorstu'[Math.floor(next() * 13)]);
    else chars[at] = 'abcdeilnorstu'[Math.floor(next() * 13)];
  }
  return chars.join('').replace(/ +/g, ' ').trim() || 'a';
}

describe('word similarity in process (trigram.ts)', () => {
  it('equals pg_trgm on 6,000 pairs: both measures exactly, and both operators', async () => {
    const next = seededRandom(20261125);
    const patterns: string[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 6000; i += 1) {
      // Half of the texts are the name the pattern was typed from.
      const text = NAMES[Math.floor(next() * NAMES.length)];
      patterns.push(next() < 0.5 ? typed(next, text) : typed(next));
      texts.push(text);
    }
    const rows: { plain: number; strict: number; similar: boolean; strictSimilar: boolean }[] =
      await db.dataSource.query(
        `SELECT word_similarity(p, t) AS plain, strict_word_similarity(p, t) AS strict,
          p <% t AS similar, p <<% t AS "strictSimilar"
        FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS pairs(p, t, n) ORDER BY n`,
        [patterns, texts],
      );
    // The measures over precomputed keys (TrigramPostings), as name-similar.ts uses them.
    const postings = new TrigramPostings(NAMES);
    const mismatches: string[] = [];
    let similarCount = 0;
    rows.forEach((row, i) => {
      const [pattern, text] = [patterns[i], texts[i]];
      // PostgreSQL sends float4 as its shortest decimal; the float4 nearest to it is the value.
      const [slots, key] = [postings.pattern(pattern), NAMES.indexOf(text)];
      const plain = postings.similarity(slots, key);
      const strict = postings.similarity(slots, key, true);
      if (row.similar) similarCount += 1;
      if (
        plain !== Math.fround(Number(row.plain)) ||
        strict !== Math.fround(Number(row.strict)) ||
        postings.similar(slots, key) !== row.similar ||
        postings.similar(slots, key, true) !== row.strictSimilar
      ) {
        mismatches.push(`${pattern} / ${text}: ${plain} ${strict} vs ${row.plain} ${row.strict}`);
      }
    });
    expect(mismatches.slice(0, 10)).toEqual([]);
    // The pairs reach both sides of the thresholds.
    expect(similarCount).toBeGreaterThan(500);
    expect(similarCount).toBeLessThan(5500);
  });

  it('uses the extension’s default thresholds', async () => {
    const [row] = await db.dataSource.query(
      `SELECT current_setting('pg_trgm.word_similarity_threshold')::float4 AS plain,
          current_setting('pg_trgm.strict_word_similarity_threshold')::float4 AS strict`,
    );
    expect(Math.fround(Number(row.plain))).toBe(WORD_SIMILARITY_THRESHOLD);
    expect(Math.fround(Number(row.strict))).toBe(STRICT_WORD_SIMILARITY_THRESHOLD);
  });

  it('finds as candidates every name a word is similar to, starts or starts a later word of', () => {
    const postings = new TrigramPostings(NAMES);
    const next = seededRandom(7);
    let matched = 0;
    for (let i = 0; i < 3000; i += 1) {
      const word = typed(next).split(' ')[0];
      const slots = postings.pattern(word);
      const candidates = new Set(postings.candidates(slots).ids);
      NAMES.forEach((name, n) => {
        const matches =
          name.startsWith(word) ||
          name.includes(` ${word}`) ||
          postings.similar(slots, n) ||
          postings.similar(slots, n, true);
        if (matches) {
          matched += 1;
          expect([word, name, candidates.has(n)]).toEqual([word, name, true]);
        }
      });
    }
    expect(matched).toBeGreaterThan(3000);
  });

  it('holds a key beyond ASCII under the trigrams of both readings of its words, as uncertain', () => {
    const keys = ['coast live oak', 'straße', 'big 野梧桐 tree', 'coast live oak'];
    const postings = new TrigramPostings(keys);
    // By distinct key: the repeated name is one key with two names.
    expect(postings.keys).toEqual(keys.slice(0, 3));
    const named: number[] = [];
    postings.forEachName(0, (name) => named.push(name));
    expect(named).toEqual([0, 3]);
    expect([0, 1, 2].map((name) => postings.uncertain(name))).toEqual([false, true, true]);
    expect([...postings.candidates(postings.pattern('stra')).ids]).toEqual([1]);
    expect([...postings.candidates(postings.pattern('strae')).ids]).toEqual([1]);
    expect([...postings.candidates(postings.pattern('tree')).ids]).toEqual([2]);
    expect([...postings.candidates(postings.pattern('big')).ids]).toEqual([2]);
  });

  it('computes only ASCII keys (PostgreSQL’s locale decides what a letter is beyond them)', () => {
    expect(asciiKey('quercus agrifolia 2')).toBe(true);
    expect(asciiKey('straße')).toBe(false);
    expect(asciiKey('ohia-lehua')).toBe(false);
  });
});
