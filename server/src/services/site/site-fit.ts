import type { RequestContext } from '../../context';
import { DomainError } from '../../errors';
import { parseSiteInput } from './site-input';
import { check, failuresOf, namesOf, reasonsOf, warningsOf } from '@selectree/rules';
import { resolveSite } from './site.service';

/** A tree against a site, as a list tied to the site shows it (issue 22.5). */
export interface TreeSiteFit {
  /** fits: known to fit every constraint; unknown: fits where known; fails: known not to fit. */
  fit: 'fits' | 'unknown' | 'fails';
  reasons: string[];
  warnings: string[];
  /** The constraints the record could not be checked against. */
  unknown: string[];
  /** Each failed constraint in words, with the tree's and the site's value. */
  failed: string[];
}

/**
 * Several trees against one stored site query, with the site rules of services/site (check,
 * reasons, warnings, failures: the rules package's site/site-rules.ts), in one pass over the cached site facts. A stored
 * query that no longer resolves (its ZIP left the table) answers no fits rather than failing the page;
 * trees the facts do not hold (drafts) get none.
 */
export async function siteFitsOf(
  ctx: RequestContext,
  storedQuery: string,
  treeIds: number[],
): Promise<Map<number, TreeSiteFit>> {
  const fits = new Map<number, TreeSiteFit>();
  let input;
  try {
    input = parseSiteInput(Object.fromEntries(new URLSearchParams(storedQuery)));
  } catch (error) {
    if (error instanceof DomainError) return fits;
    throw error;
  }
  let resolved;
  try {
    resolved = await resolveSite(ctx, input);
  } catch (error) {
    if (error instanceof DomainError) return fits;
    throw error;
  }
  const { facts, q } = resolved;
  for (const id of treeIds) {
    const at = facts.position.get(id);
    if (at === undefined) continue;
    const bits = check(facts, at, q);
    const unknown = namesOf(bits >> 8);
    fits.set(id, {
      fit: bits & 0xff ? 'fails' : unknown.length ? 'unknown' : 'fits',
      reasons: reasonsOf(facts, at, q),
      warnings: warningsOf(facts, at, q),
      unknown,
      failed: failuresOf(bits, facts, at, q).map((failure) => failure.message),
    });
  }
  return fits;
}
