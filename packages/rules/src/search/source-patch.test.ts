import { SearchSort } from '../filter/paging';
import { type FacetSource, GS, RS, SORTS, US } from './facet-source';
import { SourcePatchError, applySourcePatch, denseShare, sourceDigest, sourcePatch } from './source-patch';

/**
 * A delta's search patch applied to the share a copy holds gives the new share exactly: random
 * catalogues (names, keys, physical places) edited at random, the shares made as facet-build.ts
 * and sourceOf make them (orders by value then id, ranks, physical order).
 */
type Name = { id: number; key: string; tid: number };
type Tree = { id: number; key: string; common: string | null; tid: number; height: number; names: Name[] };

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const byKey = (x: { key: string; id: number }, y: { key: string; id: number }) =>
  x.key < y.key ? -1 : x.key > y.key ? 1 : x.id - y.id;

/** The published share of a catalogue, as the server sends it (sorts 1-4 as the reference's ORDER BY). */
function shareOf(trees: Tree[], token: string): FacetSource {
  const byId = [...trees].sort((x, y) => x.id - y.id);
  const common = (x: Tree, y: Tree) =>
    x.common === y.common ? 0 : x.common === null ? 1 : y.common === null ? -1 : x.common < y.common ? -1 : 1;
  const orders = {
    [SearchSort.ScientificAsc]: [...trees].sort(byKey),
    [SearchSort.ScientificDesc]: [...trees].sort((x, y) => -byKey(x, y)),
    [SearchSort.CommonAsc]: [...trees].sort((x, y) => common(x, y) || byKey(x, y)),
    [SearchSort.CommonDesc]: [...trees].sort((x, y) => -common(x, y) || -byKey(x, y)),
  } as Record<SearchSort, Tree[]>;
  const names = trees.flatMap((tree) => tree.names.map((name) => ({ ...name, tree: tree.id })));
  const keyRank = new Map([...names].sort(byKey).map((name, rank) => [name.id, rank * 3 + 7]));
  const treeKey = new Map([...trees].sort(byKey).map((tree, rank) => [tree.id, rank * 2]));
  const treeTid = new Map([...trees].sort((x, y) => x.tid - y.tid).map((tree, rank) => [tree.id, rank + 5]));
  const tail = new Map(orders[SearchSort.CommonAsc].map((tree, rank) => [tree.id, rank + 1]));
  // Ranks as the whole catalogue's (gaps where drafts were): denseShare makes them places.
  return denseShare({
    token,
    facets: byId.map((tree) => [tree.id, 'true', tree.height].join(RS)).join(GS),
    orders: Object.fromEntries(SORTS.map((sort) => [sort, orders[sort].map((tree) => tree.id).join(',')])) as Record<
      SearchSort,
      string
    >,
    names: names
      .sort((x, y) => x.tid - y.tid)
      .map((name) => [name.tree, 'common_alternate', keyRank.get(name.id), name.key, name.key.toUpperCase()].join(US))
      .join(RS),
    treeNames: byId
      .map((tree) =>
        [
          tree.id,
          treeKey.get(tree.id),
          treeTid.get(tree.id),
          tail.get(tree.id),
          tree.key,
          tree.common ? `=${tree.common}` : '',
        ].join(US),
      )
      .join(RS),
  });
}

describe('the search patch of a delta', () => {
  const letters = 'abcdef';
  it('turns the held share into the new one, for random edits of random catalogues', () => {
    for (let seed = 1; seed <= 150; seed += 1) {
      const rnd = random(seed);
      const word = () =>
        Array.from({ length: 1 + Math.floor(rnd() * 3) }, () => letters[Math.floor(rnd() * 6)]).join('');
      let tid = 0;
      let nameId = 0;
      const newName = (): Name => ({ id: ++nameId, key: word(), tid: ++tid });
      const newTree = (id: number): Tree => ({
        id,
        key: word(),
        common: rnd() < 0.2 ? null : word(),
        tid: ++tid,
        height: Math.floor(rnd() * 50),
        names: Array.from({ length: Math.floor(rnd() * 4) }, newName),
      });
      let trees = Array.from({ length: 5 + Math.floor(rnd() * 40) }, (_, i) => newTree(i * 2 + 1));
      const held = shareOf(trees, '1:1');
      // Edits: some trees changed (a write moves its rows: new physical places), some removed, some added.
      const changed = new Set<number>();
      const removed: number[] = [];
      trees = trees.flatMap((tree) => {
        const roll = rnd();
        if (roll < 0.1) return (removed.push(tree.id), []);
        if (roll < 0.3) {
          changed.add(tree.id);
          const names = tree.names
            .filter(() => rnd() < 0.7)
            .map((name) => (rnd() < 0.5 ? { ...name, tid: ++tid } : name));
          if (rnd() < 0.5) names.push(newName());
          return [
            {
              ...tree,
              key: rnd() < 0.5 ? word() : tree.key,
              common: rnd() < 0.5 ? word() : tree.common,
              tid: ++tid,
              names,
            },
          ];
        }
        return [tree];
      });
      for (let i = 0; i < Math.floor(rnd() * 3); i += 1) {
        const added = newTree(1000 + i * 2);
        changed.add(added.id);
        trees.push(added);
      }
      const next = shareOf(trees, '2:9');
      const patch = sourcePatch(next, [...changed]);
      const patched = applySourcePatch(held, patch, removed);
      expect({ seed, patched }).toEqual({ seed, patched: next });
      expect(sourceDigest(patched)).toBe(patch.digest);
    }
  });

  it('is refused by a copy it does not fit, and the digest tells copies apart', () => {
    const one: Tree = { id: 1, key: 'a', common: 'x', tid: 1, height: 3, names: [{ id: 1, key: 'b', tid: 2 }] };
    const two: Tree = { id: 2, key: 'c', common: null, tid: 3, height: 4, names: [] };
    const held = shareOf([one], '1:1');
    const next = shareOf([one, two], '2:2');
    const patch = sourcePatch(next, [2]);
    expect(applySourcePatch(held, patch, [])).toEqual(next);
    // Applied to a copy that has lost tree 1, its places fall outside the new orders.
    expect(() => applySourcePatch(shareOf([], '1:1'), patch, [])).toThrow(SourcePatchError);
    expect(sourceDigest(next)).not.toBe(sourceDigest(held));
    expect(sourceDigest({ ...next })).toBe(sourceDigest(next));
  });
});
