import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { paths } from './paths';

describe('paths', () => {
  it('builds hrefs that match their own route patterns', () => {
    expect(matchPath(paths.treeDetail.path, paths.treeDetail.href(42))?.params).toEqual({ treeName: '42' });
    expect(matchPath(paths.treeEdit.path, paths.treeEdit.href(42))?.params).toEqual({ treeName: '42' });
    expect(matchPath(paths.list.path, paths.list.href(9))?.params).toEqual({ listId: '9' });
    expect(matchPath(paths.selectree.path, paths.selectree.href('oak'))?.params).toEqual({ searchFilter: 'oak' });
  });

  it('encodes values', () => {
    expect(paths.treeDetail.href('quercus agrifolia/x')).toBe('/tree-detail/quercus%20agrifolia%2Fx');
    expect(paths.resetPassword.href('a+b')).toBe('/reset-password?token=a%2Bb');
    expect(paths.resetPassword.href()).toBe('/reset-password');
    expect(paths.treeEdit.href(7, 'site')).toBe('/tree-detail/7/edit#section-site');
    expect(paths.glossary.href('Leaf Form')).toBe('/tree-characteristics-glossary#Leaf%20Form');
  });

  it('keeps the legacy search-results format: filters in the query, options in the hash', () => {
    expect(paths.searchResults.href('{"a":1}', 'activePage=1&resultsPerPage=30&sort=1')).toBe(
      '/search-results?filterData=%7B%22a%22%3A1%7D#activePage=1&resultsPerPage=30&sort=1',
    );
  });
});
