import type { RequestContext } from '../../../context';
import { ZipCode } from '../../../entities';
import { NotFoundError, ValidationError } from '../../../errors';
import { parseZip, ZIP_MESSAGE } from './search-filter';

/** A ZIP code resolved through the imported ZIP table: "ZIP 95616 → USDA zone 9b". */
export interface ResolvedZip {
  zip: string;
  city: string | null;
  state: string;
  /** As the table has it, with its half: "9b". */
  usdaZone: string;
  /** The whole zone the trees' usda_zones hold: 9. */
  usdaZoneNumber: number;
}

export const zipNotFoundMessage = (zip: string) => `No USDA zone is known for ZIP code ${zip}.`;

export function usdaZoneNumber(zone: string): number {
  return Number.parseInt(zone, 10);
}

export function toResolvedZip(row: ZipCode): ResolvedZip {
  return {
    zip: row.zip,
    city: row.city,
    state: row.state,
    usdaZone: row.usdaZone,
    usdaZoneNumber: usdaZoneNumber(row.usdaZone),
  };
}

/** Looks a ZIP code up; NotFoundError when the table does not have it. */
export async function resolveZip(ctx: RequestContext, zip: string): Promise<ResolvedZip> {
  const row = await ctx.db.getRepository(ZipCode).findOneBy({ zip });
  if (!row) throw new NotFoundError(zipNotFoundMessage(zip));
  return toResolvedZip(row);
}

/** GET /api/zip/{zip}, GraphQL zipCode(zip): validates the format first (spec §5 message). */
export async function lookUpZip(ctx: RequestContext, raw: unknown): Promise<ResolvedZip> {
  const zip = parseZip('zip', raw);
  if (zip === null) throw new ValidationError(ZIP_MESSAGE, [{ field: 'zip', message: ZIP_MESSAGE }]);
  return resolveZip(ctx, zip);
}
