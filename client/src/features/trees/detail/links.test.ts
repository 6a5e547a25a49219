import { describe, expect, it } from 'vitest';
import { championTreeSearchHref, citationText, genusSearchHref, nameSearchHref } from './links';

describe('links', () => {
  it('genus and name searches use the legacy results hash: page 1, 30 per page, sort 1', () => {
    expect(genusSearchHref('Quercus')).toBe('/search-results#searchTerm=Quercus&activePage=1&resultsPerPage=30&sort=1');
    expect(nameSearchHref('coast live oak')).toBe(
      '/search-results#searchTerm=coast%20live%20oak&activePage=1&resultsPerPage=30&sort=1',
    );
  });

  it('the champion-tree search drops the hybrid sign and cultivar', () => {
    expect(championTreeSearchHref("Platanus × hispanica 'Bloodgood'")).toMatch(/\?s=Platanus%20hispanica$/);
  });

  it('cites the years from 1995 to the current year', () => {
    expect(citationText(new Date(2026, 5, 1))).toBe(
      'SelecTree: Tree Detail. Urban Forest Ecosystems Institute, Cal Poly State University, San Luis Obispo. 1995-2026.',
    );
  });
});
