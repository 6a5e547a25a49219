import { describe, expect, it } from 'vitest';
import { loadCatalogue, translatorFor } from '@/i18n/i18n';
import { GS, RS, US, denseShare, sourceDigest, sourcePatch, type FacetSource } from '@selectree/rules';
import { siteRowsDigest, siteRowsPatch, type SiteFactsRow } from '@selectree/rules';
import {
  StaleCopyError,
  applyChanges,
  bundleQuery,
  changesOf,
  formatSize,
  searchOf,
  siteRowsOf,
  sinceOf,
  type CatalogueBundle,
  type OfflineCopy,
  type OfflineTree,
} from './offline-copy';
import { readyLine } from './ready-line';

const tree = (id: number, commonName = `Tree ${id}`): OfflineTree => ({
  detail: { treeId: id, scientificName: `Genus ${id}`, commonName },
  names: [{ name: commonName, kind: 'common_primary' }],
  memo_excerpt: null,
});

const bundle = (over: Partial<CatalogueBundle>): CatalogueBundle => ({
  format: 3,
  version: '10',
  cursor: '100:100:',
  as_of: '2026-11-28T10:00:00.000Z',
  full: true,
  trees: [],
  removed: [],
  glossary: [{ glossary_id: 1, term: 'Pinnate' }],
  glossary_digest: 'g1',
  search: {
    index: { token: '10:1', facets: '', orders: { 1: '', 2: '', 3: '', 4: '' }, names: '', treeNames: '' },
    digest: 'd',
    zips: [],
    zipsDigest: 'z1',
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
      glossary: null,
    });
    const changes = changesOf(first.meta, delta, 1_500);
    expect(changes).toMatchObject({ clear: false, remove: [3] });
    const next = applyChanges(first, changes);
    expect(ids(next)).toEqual([1, 2, 4]);
    expect(next.trees.get(2)!.detail.commonName).toBe('Renamed');
    expect(next.trees.get(1)).toBe(first.trees.get(1));
    expect(next.meta).toMatchObject({ version: '12', cursor: '130:131:', bytes: 601_500, trees: 3 });
    // Left out of the delta (the copy's was current): kept.
    expect(next.glossary).toEqual([{ glossary_id: 1, term: 'Pinnate' }]);
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

  it('asks for the delta since its cursor naming the parts it holds, and for the full bundle without a copy or in another format', () => {
    const meta = changesOf(null, bundle({}), 1).meta;
    expect(sinceOf(meta)).toBe('100:100:');
    expect(bundleQuery(meta)).toBe('?since=100%3A100%3A&zips=z1&glossary=g1');
    expect(sinceOf(null)).toBeNull();
    expect(bundleQuery(null)).toBe('');
    expect(sinceOf({ ...meta, format: 2 })).toBeNull();
    expect(bundleQuery({ ...meta, format: 2 })).toBe('');
  });

  it('names the site rows it holds (a copy kept before them names nothing, and gets them whole)', () => {
    const row = (id: number) =>
      [id, true, false, `Genus ${id}`, ...new Array(25).fill(null)] as unknown as SiteFactsRow;
    const rows = [row(1), row(2)];
    const withSite = bundle({ site: { rows, digest: siteRowsDigest(rows) } });
    const meta = changesOf(null, withSite, 1).meta;
    expect(bundleQuery(meta)).toBe('?since=100%3A100%3A&zips=z1&glossary=g1&site=1');
    expect(siteRowsOf(undefined, withSite)).toEqual(rows);
    // A server before the part: no rows, the copy does not answer site offline.
    expect(changesOf(null, bundle({}), 1).meta.site).toBe(false);
    expect(siteRowsOf(rows, bundle({}))).toBeUndefined();
    // A delta: tree 3 added between them; patched to the server's digest, or refused (download in full).
    const next = [row(1), row(3), row(2)];
    const delta = bundle({ full: false, site: { patch: siteRowsPatch(next, [3]), digest: siteRowsDigest(next) } });
    expect(siteRowsOf(rows, delta)).toEqual(next);
    expect(() => siteRowsOf(undefined, delta)).toThrow(StaleCopyError);
    expect(() => siteRowsOf([row(1)], delta)).toThrow(StaleCopyError);
  });

  it("patches its search facts with a delta's patch, reaching the server's digest, or refuses it", () => {
    // Shares as the server sends them (ranks dense): trees 1 and 2, then 2 renamed and 3 added.
    const share = (rows: [number, string][], token: string): FacetSource =>
      denseShare({
        token,
        facets: rows.map(([id]) => [id, 'true'].join(RS)).join(GS),
        orders: Object.fromEntries(
          [1, 2, 3, 4].map((sort) => [
            sort,
            [...rows]
              .sort((x, y) => (x[1] < y[1] ? -1 : 1) * (sort % 2 ? 1 : -1))
              .map(([id]) => id)
              .join(','),
          ]),
        ) as FacetSource['orders'],
        names: rows.map(([id, name]) => [id, 'common_primary', 0, name, name].join(US)).join(RS),
        treeNames: rows.map(([id, name]) => [id, 0, 0, 0, name, ''].join(US)).join(RS),
      });
    const before = share(
      [
        [1, 'oak'],
        [2, 'ash'],
      ],
      '10:1',
    );
    const after = share(
      [
        [1, 'oak'],
        [2, 'yew'],
        [3, 'elm'],
      ],
      '12:1',
    );
    const held = {
      index: before,
      zips: [['94103', 'San Francisco', 'CA', '10a']] as [string, string, string, string][],
    };
    const patch = sourcePatch(after, [2, 3]);
    const delta = bundle({ full: false, search: { patch, digest: sourceDigest(after), zips: null, zipsDigest: 'z1' } });
    expect(searchOf(held, delta)).toEqual({ index: after, zips: held.zips });
    expect(() => searchOf(held, { ...delta, search: { ...delta.search, digest: 'other' } })).toThrow(StaleCopyError);
    expect(() => searchOf(undefined, delta)).toThrow(StaleCopyError);
  });

  it('says its status in the words of issue 27', () => {
    const meta = changesOf(null, bundle({ trees: [tree(1)] }), 633_412).meta;
    expect(readyLine(meta)).toBe('Ready for offline use: catalogue of 28 November 2026, 633 kB');
    expect(formatSize(1_460_000)).toBe('1.5 MB');
    expect(formatSize(950)).toBe('950 bytes');
  });

  it('says it in Spanish with the date and the size in the Spanish way', async () => {
    await loadCatalogue('es');
    const meta = changesOf(null, bundle({ trees: [tree(1)] }), 1_460_000).meta;
    expect(readyLine(meta, translatorFor('es'))).toBe(
      'Listo para usar sin conexión: catálogo del 28 de noviembre de 2026, 1,5 MB',
    );
    expect(formatSize(633_412, 'es')).toBe('633 kB');
  });
});
