import type { SiteFactsRow } from './site-facts';
import { applySiteRowsPatch, siteRowsDigest, siteRowsPatch } from './site-patch';

/**
 * A delta's site rows applied to the rows a copy holds give the new whole list exactly: random
 * catalogues (rows ordered by name, then id) with trees renamed, added, removed and unpublished.
 */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Tree = { id: number; name: string; height: number };
const NAMES = ['Acer', 'acer', 'Quercus', 'Zelkova', 'Ulmus', 'Acer rubrum', 'Ginkgo'];

function rowOf(tree: Tree): SiteFactsRow {
  const row = new Array(29).fill(null) as unknown as SiteFactsRow;
  row[0] = tree.id;
  row[1] = true;
  row[3] = tree.name;
  row[8] = tree.height;
  return row;
}
/** The server's order: the name ("C": code units), then id. */
const ordered = (trees: Tree[]) =>
  [...trees].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id)).map(rowOf);

describe('site rows patch', () => {
  it('rebuilds the new list from the old one over 150 random catalogues and edits', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const next = random(seed);
      const pick = () => NAMES[Math.floor(next() * NAMES.length)];
      let trees: Tree[] = Array.from({ length: 5 + Math.floor(next() * 40) }, (_, i) => ({
        id: i + 1,
        name: pick(),
        height: Math.floor(next() * 80),
      }));
      const before = ordered(trees);
      const changed = new Set<number>();
      const removed: number[] = [];
      for (let edit = Math.floor(next() * 6); edit >= 0; edit -= 1) {
        const at = Math.floor(next() * trees.length);
        const roll = next();
        if (roll < 0.4 && trees[at]) {
          trees[at] = { ...trees[at], name: pick(), height: trees[at].height + 1 };
          changed.add(trees[at].id);
        } else if (roll < 0.7 && trees[at]) {
          removed.push(trees[at].id);
          changed.delete(trees[at].id);
          trees = trees.filter((_, i) => i !== at);
        } else {
          const id = 1000 + seed * 10 + edit;
          trees.push({ id, name: pick(), height: 3 });
          changed.add(id);
        }
      }
      const after = ordered(trees);
      const patch = siteRowsPatch(after, [...changed]);
      expect(patch.rows).toHaveLength(changed.size);
      const merged = applySiteRowsPatch(before, patch, removed);
      expect(merged).toEqual(after);
      expect(siteRowsDigest(merged)).toBe(siteRowsDigest(after));
    }
  });

  it('a digest tells two lists apart', () => {
    const rows = ordered([
      { id: 1, name: 'Acer', height: 10 },
      { id: 2, name: 'Quercus', height: 40 },
    ]);
    expect(siteRowsDigest(rows)).not.toBe(siteRowsDigest([rows[1], rows[0]]));
    expect(siteRowsDigest(rows)).not.toBe(siteRowsDigest([rows[0]]));
  });
});
