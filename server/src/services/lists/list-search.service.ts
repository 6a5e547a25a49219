import { can } from '../../auth/policies';
import type { RequestContext } from '../../context';
import { ValidationError } from '../../errors';
import { CATALOGUE_TOKEN_SQL, REST_RESULTS_PER_PAGE_MAX } from '../search.service';
import { LIST_COLUMNS, LIST_FROM, toListRecord, type ListRecord } from './list-access';
import { LISTS_TOKEN_SQL, listsQuery } from './lists-version';
import { LIST_CATEGORIES, LIST_REGIONS, LIST_SEARCH_PAGE_SIZE, LIST_MESSAGES } from './list-rules';

export interface ListSearch {
  terms: string[];
  regions: string[];
  categories: string[];
  activePage: number;
  resultsPerPage: number;
}

export interface ListSearchResult {
  lists: ListRecord[];
  totalResults: number;
  activePage: number;
  resultsPerPage: number;
}

const TERMS_MAX = 10;
const TERM_MAX = 100;
const PAGE_MAX = 10_000;
/** The list search options' own keys, and resultsPerPage (any page size from 1, as every REST search path). */
const QUERY_KEYS = new Set(['listSearchTerms', 'regions', 'categories', 'activePage', 'resultsPerPage']);
/**
 * The rest of the search options a legacy client keeps in the same object (spec §3): the tree
 * search's state (its term, saved search, sort) and the scroll position. Accepted and not used.
 */
const CLIENT_STATE_KEYS = new Set(['searchTerm', 'savedSearch', 'sort', 'scroll_y']);

function invalid(field: string, message: string): never {
  throw new ValidationError(`${field}: ${message}`, [{ field, message }]);
}

function stringList(raw: unknown, field: string): string[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.some((item) => typeof item !== 'string')) invalid(field, 'Should be text or a list of text.');
  return (items as string[]).map((item) => item.trim()).filter(Boolean);
}

/**
 * The list search query (spec §3 list search options): listSearchTerms (text, or a list; each word
 * must appear in the name, description or keywords), regions and categories (any of them), and
 * activePage, resultsPerPage (default 10). `raw` is the parsed object or its JSON text (the REST `query` parameter).
 */
export function parseListSearch(raw: unknown): ListSearch {
  let input: unknown = raw ?? {};
  if (typeof input === 'string') {
    try {
      input = input.trim() ? JSON.parse(input) : {};
    } catch {
      invalid('query', 'Should be a JSON object.');
    }
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input)) invalid('query', 'Should be a JSON object.');
  const query = input as Record<string, unknown>;
  for (const key of Object.keys(query))
    if (!QUERY_KEYS.has(key) && !CLIENT_STATE_KEYS.has(key)) invalid(key, LIST_MESSAGES.unknownField(key));
  const terms = stringList(query.listSearchTerms, 'listSearchTerms').flatMap((term) => term.split(/\s+/));
  if (terms.length > TERMS_MAX) invalid('listSearchTerms', `At most ${TERMS_MAX} words.`);
  if (terms.some((term) => term.length > TERM_MAX))
    invalid('listSearchTerms', `At most ${TERM_MAX} characters a word.`);
  const regions = stringList(query.regions, 'regions');
  const unknownRegion = regions.find((region) => !LIST_REGIONS.includes(region));
  if (unknownRegion) invalid('regions', LIST_MESSAGES.unknownValue('region', unknownRegion));
  const categories = stringList(query.categories, 'categories');
  const unknownCategory = categories.find((category) => !(LIST_CATEGORIES as readonly string[]).includes(category));
  if (unknownCategory) invalid('categories', LIST_MESSAGES.unknownValue('category', unknownCategory));
  const page = query.activePage === undefined || query.activePage === null ? 1 : Number(query.activePage);
  if (!Number.isInteger(page) || page < 1 || page > PAGE_MAX)
    invalid('activePage', `Should be a whole number from 1 to ${PAGE_MAX}.`);
  const size =
    query.resultsPerPage === undefined || query.resultsPerPage === null
      ? LIST_SEARCH_PAGE_SIZE
      : Number(query.resultsPerPage);
  if (!Number.isInteger(size) || size < 1 || size > REST_RESULTS_PER_PAGE_MAX)
    invalid('resultsPerPage', `Should be a whole number from 1 to ${REST_RESULTS_PER_PAGE_MAX}.`);
  return { terms, regions, categories, activePage: page, resultsPerPage: size };
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The filter of a list search over `l` (lists) and `u` (owners), shaped for the indexes of migration
 * 1796300000000 (all partial on public lists): each word an ILIKE on search_text (name, description
 * and keywords, kept by a trigger; trigram GIN), regions and categories `&&` (GIN); the owner's ban
 * an anti-join. $1 is the viewer (LIST_COLUMNS).
 */
function searchFilter(search: ListSearch, admin: boolean): { filter: string; params: unknown[] } {
  const params: unknown[] = [0];
  const where = admin
    ? [`l.is_public`]
    : [`l.is_public`, `NOT l.banned`, `NOT EXISTS (SELECT FROM users u WHERE u.id = l.owner_id AND u.banned)`];
  for (const term of search.terms) {
    params.push(likePattern(term));
    where.push(`l.search_text ILIKE $${params.length} ESCAPE '\\'`);
  }
  if (search.regions.length) {
    params.push(search.regions);
    where.push(`l.regions && $${params.length}::text[]`);
  }
  if (search.categories.length) {
    params.push(search.categories);
    where.push(`l.categories && $${params.length}::text[]`);
  }
  return { filter: where.join(' AND '), params };
}

type PageRow = Parameters<typeof toListRecord>[0] & { token: string; catalogue: string | null; page_id: number | null };

/** What a search found (its count, its page's ids and rows for the viewer), as of the lists and catalogue tokens. */
interface Found {
  token: string;
  catalogue: string | null;
  total: number;
  ids: number[];
  rows: PageRow[];
}

/**
 * Searches made, by filter, page, audience (admins see banned lists) and viewer (their role on each
 * list), for one lists token (the newest read): a repeat reads the lists and catalogue tokens (the
 * rows show each list's first photo) in one statement and answers what was made while both hold;
 * after a catalogue write only the page's rows are read again. Past FOUND_KEPT searches, the oldest
 * made is dropped first.
 */
let kept: { token: string; found: Map<string, Found> } = { token: '', found: new Map() };
const FOUND_KEPT = 5_000;

function keep(key: string, found: Found): void {
  if (kept.token !== found.token) kept = { token: found.token, found: new Map() };
  if (kept.found.size >= FOUND_KEPT) kept.found.delete(kept.found.keys().next().value as string);
  kept.found.set(key, found);
}

const TOKENS_SQL = `SELECT (${LISTS_TOKEN_SQL}) AS token, (${CATALOGUE_TOKEN_SQL}) AS catalogue`;

/** The page's rows (for the viewer, $1) of the ids in $2, with the tokens read in the same snapshot. */
const PAGE_SQL = `SELECT tokens.token, tokens.catalogue, page.id AS page_id, page.* FROM (${TOKENS_SQL}) tokens
  LEFT JOIN LATERAL (SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.id = ANY($2::int[])) page ON true`;

/** A search made before whose lists token still holds (its rows read again after a catalogue write), else null. */
async function madeBefore(ctx: RequestContext, key: string, viewer: number): Promise<Found | null> {
  const known = kept.found.get(key);
  if (!known) return null;
  const [tokens] = await listsQuery<{ token: string; catalogue: string | null }>(ctx, TOKENS_SQL, []);
  if (tokens.token !== known.token) return null;
  if (tokens.catalogue === known.catalogue) return known;
  const rows = await listsQuery<PageRow>(ctx, PAGE_SQL, [viewer, known.ids]);
  if (rows[0]?.token !== known.token) return null;
  const found = { ...known, catalogue: rows[0].catalogue, rows };
  keep(key, found);
  return found;
}

/**
 * GET /list/search-lists: public lists, most recently updated first, 10 a page. Banned lists and
 * lists of banned users are left out, except for site admins (who ban and unban them in place).
 * Private and link-only lists never appear. One statement: the count and the page's ids (by the
 * indexes), and the page's rows joined to them (one row with no list when the page is empty), with
 * the lists and catalogue tokens; a search made before at tokens still current (migration
 * 1796700000000) reads only the tokens (madeBefore).
 */
export async function searchLists(ctx: RequestContext, raw: unknown): Promise<ListSearchResult> {
  const search = parseListSearch(raw);
  const admin = can(ctx.viewer, 'admin');
  const viewer = ctx.viewer?.id ?? 0;
  const key = JSON.stringify([search, admin, viewer]);
  const known = await madeBefore(ctx, key, viewer);
  if (known) return answer(search, known);
  const { filter, params } = searchFilter(search, admin);
  params[0] = viewer;
  params.push(search.resultsPerPage, (search.activePage - 1) * search.resultsPerPage);
  const rows = await listsQuery<PageRow & { total: number; ids: number[] }>(
    ctx,
    `WITH found AS MATERIALIZED (
       SELECT (${LISTS_TOKEN_SQL}) AS token, (${CATALOGUE_TOKEN_SQL}) AS catalogue,
         (SELECT count(*)::int FROM lists l WHERE ${filter}) AS total,
         ARRAY(SELECT l.id FROM lists l WHERE ${filter}
           ORDER BY l.updated_at DESC, l.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}) AS ids)
     SELECT found.token, found.catalogue, found.total, found.ids, page.id AS page_id, page.* FROM found
     LEFT JOIN LATERAL (SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE l.id = ANY(found.ids)) page ON true`,
    params,
  );
  const [first] = rows;
  const found: Found = { token: first.token, catalogue: first.catalogue, total: first.total, ids: first.ids, rows };
  keep(key, found);
  return answer(search, found);
}

/** The result of a search: the page's rows in the order of its ids. */
function answer(search: ListSearch, found: Found): ListSearchResult {
  const byId = new Map(found.rows.filter((row) => row.page_id !== null).map((row) => [row.page_id!, row]));
  return {
    lists: found.ids.flatMap((id) => (byId.has(id) ? [toListRecord(byId.get(id)!)] : [])),
    totalResults: found.total,
    activePage: search.activePage,
    resultsPerPage: search.resultsPerPage,
  };
}
