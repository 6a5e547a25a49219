import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  changesOf,
  formatSize,
  readyLine,
  sinceOf,
  type CatalogueBundle,
  type OfflineCopy,
  type OfflineTree,
} from './offline-copy';

const tree = (id: number, commonName = `Tree ${id}`): OfflineTree => ({
  detail: { treeId: id, scientificName: `Genus ${id}`, commonName },
  names: [{ name: commonName, kind: 'common_primary' }],
  memo_excerpt: null,
});

const bundle = (over: Partial<CatalogueBundle>): CatalogueBundle => ({
  format: 2,
  version: '10',
  cursor: '100:100:',
  as_of: '2026-11-28T10:00:00.000Z',
  full: true,
  trees: [],
  removed: [],
  glossary: [{ glossary_id: 1, term: 'Pinnate' }],
  search: {
    index: { token: '10:1', facets: '', orders: { 1: '', 2: '', 3: '', 4: '' }, names: '', treeNames: '' },
    zips: [],
  },
  ...over,
});

const ids = (copy: OfflineCopy) => [...copy.trees.keys()].sort((a, b) => a - b);

describe('the offline copy', () => {
  it('is made by a full bundle, its size the bytes as sent', () => {
    const copy = applyChanges(null, changesOf(null, bundle({ trees: [tree(1), tree(2)] }), 633_000));
    expect(ids(copy)).toEqual([1, 2]);
    expect(copy.meta).toMatchObject({ version: '10', cursor: '100:100:', bytes: 633_000, trees: 2 });
    expect(copy.glossary).toEqual([{ glossary_id: 1, term: 'Pinnate' }]);
  });

  it('takes a delta: changed trees replaced, new ones added, removed ones dropped, the others kept', () => {
    const first = applyChanges(null, changesOf(null, bundle({ trees: [tree(1), tree(2), tree(3)] }), 600_000));
    const delta = bundle({
      full: false,
      version: '12',
      cursor: '130:131:',
      trees: [tree(2, 'Renamed'), tree(4)],
      removed: [3],
      glossary: [],
    });
    const changes = changesOf(first.meta, delta, 1_500);
    expect(changes).toMatchObject({ clear: false, remove: [3] });
    const next = applyChanges(first, changes);
    expect(ids(next)).toEqual([1, 2, 4]);
    expect(next.trees.get(2)!.detail.commonName).toBe('Renamed');
    expect(next.trees.get(1)).toBe(first.trees.get(1));
    expect(next.meta).toMatchObject({ version: '12', cursor: '130:131:', bytes: 601_500, trees: 3 });
    expect(next.glossary).toEqual([]);
  });

  it('is replaced by a full bundle answered to a delta request (history not available)', () => {
    const first = applyChanges(null, changesOf(null, bundle({ trees: [tree(1), tree(2)] }), 600_000));
    const next = applyChanges(first, changesOf(first.meta, bundle({ trees: [tree(5)] }), 610_000));
    expect(ids(next)).toEqual([5]);
    expect(next.meta.bytes).toBe(610_000);
  });

  it('applies a delta over no copy as a full one (nothing to merge into)', () => {
    const changes = changesOf(null, bundle({ full: false, trees: [tree(7)], removed: [8] }), 2_000);
    expect(changes).toMatchObject({ clear: true, remove: [] });
  });

  it('never drops a tree the same delta sends again', () => {
    const first = applyChanges(null, changesOf(null, bundle({ trees: [tree(1)] }), 1_000));
    const next = applyChanges(
      first,
      changesOf(first.meta, bundle({ full: false, trees: [tree(1)], removed: [1] }), 10),
    );
    expect(ids(next)).toEqual([1]);
  });

  it('asks for the delta since its cursor, and for the full bundle without a copy or in another format', () => {
    const meta = changesOf(null, bundle({}), 1).meta;
    expect(sinceOf(meta)).toBe('100:100:');
    expect(sinceOf(null)).toBeNull();
    expect(sinceOf({ ...meta, format: 0 })).toBeNull();
  });

  it('says its status in the words of issue 27', () => {
    const meta = changesOf(null, bundle({ trees: [tree(1)] }), 633_412).meta;
    expect(readyLine(meta)).toBe('Ready for offline use: catalogue of 28 November 2026, 633 kB');
    expect(formatSize(1_460_000)).toBe('1.5 MB');
    expect(formatSize(950)).toBe('950 bytes');
  });
});
