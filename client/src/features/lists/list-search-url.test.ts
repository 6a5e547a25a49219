import { describe, expect, it } from 'vitest';
import { listSearchHref, parseListSearch } from './list-search-url';

describe('the list search address', () => {
  it('round-trips terms, regions, categories and the page', () => {
    const input = {
      listSearchTerms: ['street', 'oaks'],
      regions: ['Maui', "Moloka'i"],
      categories: ['School'],
      activePage: 3,
    };
    const href = listSearchHref('/search-lists', input);
    expect(parseListSearch(href.slice(href.indexOf('?')))).toEqual(input);
  });

  it('starts on page 1 with nothing chosen, and ignores a page that is not a page', () => {
    expect(parseListSearch('')).toEqual({ listSearchTerms: [], regions: [], categories: [], activePage: 1 });
    expect(parseListSearch('?page=0').activePage).toBe(1);
    expect(parseListSearch('?page=abc').activePage).toBe(1);
    expect(listSearchHref('/search-lists', { listSearchTerms: [], regions: [], categories: [], activePage: 1 })).toBe(
      '/search-lists',
    );
  });
});
