import { describe, expect, it } from 'vitest';
import { byNameDestination, parseTreeName } from './by-name';

const GENUS = (word: string) => `/search-results#searchTerm=${word}&activePage=1&resultsPerPage=30&sort=1`;

describe('parseTreeName', () => {
  it('digits are a tree id', () => {
    expect(parseTreeName('900001')).toEqual({ kind: 'id', id: 900001 });
  });

  it('an id beyond 32 bits or zero names no tree', () => {
    expect(parseTreeName('0')).toEqual({ kind: 'none' });
    expect(parseTreeName('99999999999')).toEqual({ kind: 'none' });
  });

  it('a plain non-numeric word is a genus search', () => {
    expect(parseTreeName('quercus')).toEqual({ kind: 'redirect', href: GENUS('quercus') });
    expect(parseTreeName('quercus-')).toEqual({ kind: 'redirect', href: GENUS('quercus') });
  });

  it('a hyphenated name is looked up with spaces', () => {
    expect(parseTreeName('quercus-agrifolia')).toEqual({ kind: 'name', name: 'quercus agrifolia' });
    expect(parseTreeName('coast--live-oak')).toEqual({ kind: 'name', name: 'coast live oak' });
  });

  it('nothing usable names no tree', () => {
    expect(parseTreeName('---')).toEqual({ kind: 'none' });
  });
});

describe('byNameDestination', () => {
  const match = (treeId: number) => ({ treeId, name: 'x', scientificName: `Tree ${treeId}` });

  it('one tree: its detail page', () => {
    expect(byNameDestination('quercus agrifolia', [match(1)])).toEqual({ href: '/tree-detail/1' });
  });

  it('one tree under several names is still one tree', () => {
    expect(byNameDestination('live oak', [match(1), match(1)]).href).toBe('/tree-detail/1');
  });

  it('several trees: the results page searching the name, with the suggestions', () => {
    expect(byNameDestination('live oak', [match(1), match(2)])).toEqual({
      href: '/search-results#searchTerm=live%20oak&activePage=1&resultsPerPage=30&sort=1',
      state: { tree_suggestions: [match(1), match(2)] },
    });
  });

  it('no tree: a genus search on the first word', () => {
    expect(byNameDestination('quercus nowhereia', [])).toEqual({ href: GENUS('quercus') });
  });
});
