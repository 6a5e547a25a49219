import type { ListSearchInput } from '@/features/lists/generated/graphql';

/**
 * /search-lists keeps its search in the address (?terms=&regions=&categories=&page=), so a search
 * can be reloaded, shared and walked back through with the browser's Back button.
 */
export function parseListSearch(search: string): ListSearchInput {
  const params = new URLSearchParams(search);
  const list = (name: string) => params.getAll(name).filter(Boolean);
  const page = Number(params.get('page'));
  return {
    listSearchTerms: (params.get('terms') ?? '').split(/\s+/).filter(Boolean),
    regions: list('region'),
    categories: list('category'),
    activePage: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function listSearchHref(base: string, input: ListSearchInput): string {
  const params = new URLSearchParams();
  const terms = (input.listSearchTerms ?? []).join(' ').trim();
  if (terms) params.set('terms', terms);
  for (const region of input.regions ?? []) params.append('region', region);
  for (const category of input.categories ?? []) params.append('category', category);
  if (input.activePage && input.activePage > 1) params.set('page', String(input.activePage));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
