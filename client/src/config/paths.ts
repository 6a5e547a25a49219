/**
 * Every route of the app, once. Screens and links use `paths.x.href(...)`; the router uses
 * `paths.x.path`. No other file spells a route as a string literal.
 */

const encode = (value: string | number) => encodeURIComponent(String(value));

/** Builds `?a=1&b=2` from defined values only ('' when nothing is left). */
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** The hash that opens the login dialog (the legacy site's `#auth_modal`). */
export const AUTH_MODAL_HASH = '#auth_modal';

/** The GraphQL endpoint; same origin in production, proxied to the API server by Vite in development. */
export const GRAPHQL_ENDPOINT = '/graphql';

/** The anchor of the search-by-characteristics form on the home page. */
export const SEARCH_BY_CHARACTERISTICS_ID = 'search-by-char';

export const paths = {
  home: {
    path: '/',
    href: () => '/',
  },
  pacificIslands: {
    path: '/pacificislands',
    href: () => '/pacificislands',
  },
  searchByCharacteristics: {
    path: '/',
    href: () => `/#${SEARCH_BY_CHARACTERISTICS_ID}`,
  },
  searchResults: {
    path: '/search-results',
    /** `filterData` goes in the query; page, size, sort and term live in the hash (legacy format). */
    href: (filterData?: string, hash?: string) =>
      `/search-results${query({ filterData })}${hash ? `#${hash.replace(/^#/, '')}` : ''}`,
  },
  searchLists: {
    path: '/search-lists',
    href: () => '/search-lists',
  },
  list: {
    path: '/list/:listId',
    /** `shareKey`: a link-viewable list's key (its link works only with it). */
    href: (listId: string | number, shareKey?: string | null) =>
      `/list/${encode(listId)}${shareKey ? `?key=${encodeURIComponent(shareKey)}` : ''}`,
  },
  myLists: {
    path: '/my-list-page',
    href: () => '/my-list-page',
  },
  treeDetail: {
    path: '/tree-detail/:treeName',
    /** `treeName` is a numeric tree id or a hyphenated name. */
    href: (treeName: string | number) => `/tree-detail/${encode(treeName)}`,
  },
  treeBySlug: {
    path: '/tree/:slug',
    /** A tree's stable address by its slug (`quercus-agrifolia`); old slugs redirect to the current. */
    href: (slug: string) => `/tree/${encode(slug)}`,
  },
  treeEdit: {
    path: '/tree-detail/:treeName/edit',
    /** `section`: the edit screen's section to open at (its anchor, `#section-<id>`). */
    href: (treeId: string | number, section?: string) =>
      `/tree-detail/${encode(treeId)}/edit${section ? `#section-${encode(section)}` : ''}`,
  },
  editorQueue: {
    path: '/editor',
    /** The editors' queue of contributed photos and problem reports. */
    href: () => '/editor',
  },
  editorWork: {
    path: '/editor/work',
    /** The editors' drafts and recent edits; the editor filter and each list's page in the query. */
    href: (params: { editor?: number; drafts?: number; changes?: number } = {}) => `/editor/work${query(params)}`,
  },
  appraisals: {
    path: '/appraisals',
    href: () => '/appraisals',
  },
  donation: {
    path: '/donation',
    href: () => '/donation',
  },
  glossary: {
    path: '/tree-characteristics-glossary',
    href: (term?: string) => `/tree-characteristics-glossary${term ? `#${encode(term)}` : ''}`,
  },
  resetPassword: {
    path: '/reset-password',
    href: (token?: string) => `/reset-password${query({ token })}`,
  },
  listInvitation: {
    path: '/list-invitation',
    href: (token?: string) => `/list-invitation${query({ token })}`,
  },
  verifyAccount: {
    path: '/verify-account',
    href: (token?: string) => `/verify-account${query({ token })}`,
  },
  confirmEmail: {
    path: '/confirm-email',
    href: (token?: string) => `/confirm-email${query({ token })}`,
  },
  cancelEmailChange: {
    path: '/cancel-email-change',
    href: (token?: string) => `/cancel-email-change${query({ token })}`,
  },
  error: {
    path: '/error',
    href: () => '/error',
  },
  account: {
    path: '/account',
    href: () => '/account',
  },
  accountInvite: {
    path: '/account/invite',
    href: () => '/account/invite',
  },
  accountUsers: {
    path: '/account/users',
    href: () => '/account/users',
  },
  accountApiKeys: {
    path: '/account/api-keys',
    href: () => '/account/api-keys',
  },
  upload: {
    path: '/upload',
    href: () => '/upload',
  },
  download: {
    path: '/download',
    href: () => '/download',
  },
  email: {
    path: '/email',
    href: () => '/email',
  },
  selectree: {
    path: '/selectree/:searchFilter',
    href: (searchFilter: string) => `/selectree/${encode(searchFilter)}`,
  },
  site: {
    path: '/site',
    /** `/site?zip=95616&strip_width=4&...`: the site's inputs are the query (a site is a shareable URL). */
    href: (siteQuery?: string) => `/site${siteQuery ? `?${siteQuery.replace(/^\?/, '')}` : ''}`,
  },
  sitePrint: {
    path: '/site/print',
    /** A site's top trees laid out for paper (the same query as /site). */
    href: (siteQuery?: string) => `/site/print${siteQuery ? `?${siteQuery.replace(/^\?/, '')}` : ''}`,
  },
  mySites: {
    path: '/my-sites',
    href: () => '/my-sites',
  },
  offline: {
    path: '/offline',
    /** Make the public catalogue available offline (issue 27.2). */
    href: () => '/offline',
  },
  compare: {
    path: '/compare',
    /** `/compare?ids=1,2,3` (2-4 tree ids, commas kept readable so the URL can be shared as is). */
    href: (ids?: readonly (string | number)[]) =>
      ids && ids.length ? `/compare?ids=${ids.map((id) => encode(id)).join(',')}` : '/compare',
  },
} as const;

export type AppPath = keyof typeof paths;

/**
 * Every route pattern the app draws a screen for (the build writes them to dist/routes.json): the
 * server answers other paths with the app's 404 page and status 404, not 200.
 */
export const ROUTE_PATTERNS: readonly string[] = [...new Set(Object.values(paths).map((route) => route.path))];
