import type { Request } from 'express';
import { checkVersion } from '../services/ids';

/** If-Match: "12", W/"12" or 12; `*` (any version) says nothing. */
const IF_MATCH = /^(?:W\/)?"?(\d{1,9})"?$/;

function positive(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  return checkVersion(/^\d{1,9}$/.test(text) ? Number(text) : NaN);
}

/**
 * The version a documented REST write is based on, when the caller says (issue 21.1, one rule for
 * every such write): `version` in the body, else an If-Match header. Given, the service checks it
 * (a write based on an older version is refused, 409, nothing written); absent, as in the spec's
 * legacy bodies, the write is applied and recorded in the history. A malformed one is a 400.
 * GraphQL does not come through here: its mutations require the version.
 */
export function baseVersionOf(req: Request): number | undefined {
  const body: unknown = req.body;
  const inBody =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>).version : undefined;
  if (inBody !== undefined && inBody !== null && inBody !== '') return positive(inBody);
  const header = req.get('If-Match')?.trim();
  if (!header || header === '*') return undefined;
  const match = header.match(IF_MATCH);
  return positive(match ? match[1] : header);
}
