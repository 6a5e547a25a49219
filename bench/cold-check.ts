/**
 * At bench start-up: the in-process answer of each cold suggestion key against the SQL reference
 * (a spot check at this catalogue's size; the equivalence tests prove it on the export and the
 * demo catalogue), and how many keys reach the typo tier (name-similar.ts in process; the reference's
 * second statement).
 */
import { type Region, parseRegion } from '../server/src/catalogue/regions';
import type { RequestContext } from '../server/src/context';
import {
  NameMatchTier,
  SHORT_KEY,
  SIMILAR_BELOW,
  nameSearchKey,
  suggestNamesIndexed,
  suggestNamesReference,
} from '../server/src/services/search.service';
import type { ColdKey } from './cold-keys';

export interface ColdCheck {
  checked: number;
  identical: number;
  /** Keys whose strict tiers found fewer than SIMILAR_BELOW trees: the typo tier is looked at. */
  typoTier: number;
  mismatches: string[];
}

export async function checkColdKeys(ctx: () => RequestContext, keys: ColdKey[]): Promise<ColdCheck> {
  const report: ColdCheck = { checked: 0, identical: 0, typoTier: 0, mismatches: [] };
  for (const { term, region } of keys) {
    const where: Region = parseRegion(region);
    const indexed = await suggestNamesIndexed(ctx(), term, where);
    if (!indexed) throw new Error('cold key check: no current search index');
    const reference = await suggestNamesReference(ctx(), term, where);
    report.checked += 1;
    if (JSON.stringify(indexed) === JSON.stringify(reference)) report.identical += 1;
    else if (report.mismatches.length < 5) report.mismatches.push(`${region}|${term}`);
    const key = nameSearchKey(term);
    const strict = reference.filter((suggestion) => suggestion.tier !== NameMatchTier.Similar).length;
    if (key.length >= SHORT_KEY && strict < SIMILAR_BELOW) report.typoTier += 1;
  }
  return report;
}
