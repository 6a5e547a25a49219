import { authorize } from '../../auth/policies';
import { spendBudget } from '../../auth/rate-limits';
import type { RequestContext } from '../../context';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { checkVersion, parseId } from '../ids';
import { parseSiteInput, type RawSite } from './site-input';
import { resolveSite } from './site.service';

/** A saved site's name: 1 to this many characters (trimmed). */
export const SITE_NAME_MAX = 80;
/** At most this many saved sites per account. */
export const SITES_PER_USER_MAX = 100;

export const SAVED_SITE_MESSAGES = {
  nameRequired: 'Give the site a name',
  nameTooLong: `A site name is at most ${SITE_NAME_MAX} characters`,
  nameTaken: (name: string) => `You already have a site named "${name}"`,
  tooMany: `You can keep at most ${SITES_PER_USER_MAX} sites: delete one first`,
  notFound: 'There is no such site among yours',
  changedMeanwhile: 'This site was changed meanwhile: reload it and try again',
} as const;

export interface SavedSiteRecord {
  id: number;
  name: string;
  /** The canonical site query: what /site?… and the site services take. */
  siteQuery: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

interface SiteRow {
  id: number;
  name: string;
  site_query: string;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const toRecord = (row: SiteRow): SavedSiteRecord => ({
  id: row.id,
  name: row.name,
  siteQuery: row.site_query,
  version: row.version,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const COLUMNS = 'id, name, site_query, version, created_at, updated_at';

/** A site's name, trimmed: 1 to SITE_NAME_MAX characters, or a 400 naming `name`. */
export function parseSiteName(raw: unknown): string {
  const name = typeof raw === 'string' ? raw.trim().replace(/\s+/g, ' ') : '';
  if (!name)
    throw new ValidationError(SAVED_SITE_MESSAGES.nameRequired, [
      { field: 'name', message: SAVED_SITE_MESSAGES.nameRequired },
    ]);
  if ([...name].length > SITE_NAME_MAX)
    throw new ValidationError(SAVED_SITE_MESSAGES.nameTooLong, [
      { field: 'name', message: SAVED_SITE_MESSAGES.nameTooLong },
    ]);
  return name;
}

const nameTaken = (name: string) =>
  new ValidationError(SAVED_SITE_MESSAGES.nameTaken(name), [
    { field: 'name', message: SAVED_SITE_MESSAGES.nameTaken(name) },
  ]);

/** My Sites: the viewer's saved sites, most recently changed first. */
export async function mySites(ctx: RequestContext): Promise<SavedSiteRecord[]> {
  const viewer = authorize(ctx.viewer, 'account');
  const rows: SiteRow[] = await ctx.db.query(
    `SELECT ${COLUMNS} FROM saved_sites WHERE owner_id = $1 ORDER BY updated_at DESC, id DESC`,
    [viewer.id],
  );
  return rows.map(toRecord);
}

/**
 * Saves a site under a name for the viewer: the site is validated and kept as its canonical query
 * (services/site), so a saved site always opens as it was saved. Names are unique per account.
 */
export async function saveSite(ctx: RequestContext, rawName: unknown, rawSite: unknown): Promise<SavedSiteRecord> {
  await spendBudget(ctx, 'siteSave');
  const viewer = authorize(ctx.viewer, 'account');
  const name = parseSiteName(rawName);
  const siteQuery = await canonicalSiteQuery(ctx, rawSite);
  return ctx.db.transaction(async (manager) => {
    // One account's saves queue on its user row, so the count and the name check hold.
    await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [viewer.id]);
    const [{ count, taken }]: { count: string; taken: boolean }[] = await manager.query(
      `SELECT count(*) AS count, bool_or(name = $2) AS taken FROM saved_sites WHERE owner_id = $1`,
      [viewer.id, name],
    );
    if (taken) throw nameTaken(name);
    if (Number(count) >= SITES_PER_USER_MAX)
      throw new ValidationError(SAVED_SITE_MESSAGES.tooMany, [{ field: 'name', message: SAVED_SITE_MESSAGES.tooMany }]);
    const rows: SiteRow[] = await manager.query(
      `INSERT INTO saved_sites (owner_id, name, site_query) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
      [viewer.id, name, siteQuery],
    );
    return toRecord(rows[0]);
  });
}

/** One of the viewer's sites, locked for a write; another's site is answered as missing (404). */
async function ownSite(
  manager: RequestContext['db']['manager'],
  ownerId: number,
  siteId: number,
  version: number,
): Promise<SavedSiteRecord> {
  const rows: SiteRow[] = await manager.query(
    `SELECT ${COLUMNS} FROM saved_sites WHERE id = $1 AND owner_id = $2 FOR UPDATE`,
    [siteId, ownerId],
  );
  if (!rows.length) throw new NotFoundError(SAVED_SITE_MESSAGES.notFound);
  if (rows[0].version !== version) throw new ConflictError(SAVED_SITE_MESSAGES.changedMeanwhile);
  return toRecord(rows[0]);
}

/** Renames one of the viewer's sites, based on `version` (an older one is refused, 409). */
export async function renameSite(
  ctx: RequestContext,
  rawId: unknown,
  rawName: unknown,
  rawVersion: number,
): Promise<SavedSiteRecord> {
  await spendBudget(ctx, 'siteSave');
  const viewer = authorize(ctx.viewer, 'account');
  const siteId = parseId(rawId, 'site_id');
  const version = checkVersion(rawVersion);
  const name = parseSiteName(rawName);
  return ctx.db.transaction(async (manager) => {
    const site = await ownSite(manager, viewer.id, siteId, version);
    if (site.name === name) return site;
    const others: unknown[] = await manager.query(`SELECT 1 FROM saved_sites WHERE owner_id = $1 AND name = $2`, [
      viewer.id,
      name,
    ]);
    if (others.length) throw nameTaken(name);
    // (typeorm answers an UPDATE … RETURNING as [rows, count])
    const [rows]: [SiteRow[], number] = await manager.query(
      `UPDATE saved_sites SET name = $2, version = version + 1, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
      [siteId, name],
    );
    return toRecord(rows[0]);
  });
}

/** Deletes one of the viewer's sites, based on `version`; answers its id. */
export async function deleteSite(ctx: RequestContext, rawId: unknown, rawVersion: number): Promise<number> {
  await spendBudget(ctx, 'siteSave');
  const viewer = authorize(ctx.viewer, 'account');
  const siteId = parseId(rawId, 'site_id');
  const version = checkVersion(rawVersion);
  return ctx.db.transaction(async (manager) => {
    await ownSite(manager, viewer.id, siteId, version);
    await manager.query(`DELETE FROM saved_sites WHERE id = $1`, [siteId]);
    return siteId;
  });
}

/**
 * A site as it is kept (saved sites, a list's site): validated by the site parser (services/site,
 * the same 400s naming the field as the site paths), its ZIP known to the ZIP table, written as
 * the canonical query. `raw`: the site's fields under the REST names, or a query string.
 */
export async function canonicalSiteQuery(ctx: RequestContext, raw: unknown): Promise<string> {
  const fields: RawSite =
    typeof raw === 'string' ? Object.fromEntries(new URLSearchParams(raw)) : ((raw ?? {}) as RawSite);
  const { site } = await resolveSite(ctx, parseSiteInput(fields));
  return site.query;
}
