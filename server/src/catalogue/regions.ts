import { regionFromKey, unknownRegionMessage } from '@selectree/rules';
import { registerEnumType } from 'type-graphql';
import { ValidationError } from '../errors';

/**
 * The two editions (their values and spellings are the rules package's REGION_CODES and
 * REGION_ALIASES): California searches every published tree; the Pacific Islands edition
 * searches the published trees flagged pacific_island.
 */
export enum Region {
  CALIFORNIA = 'CALIFORNIA',
  PACIFIC_ISLANDS = 'PACIFIC_ISLANDS',
}
registerEnumType(Region, {
  name: 'Region',
  description: 'CALIFORNIA (all regions) or PACIFIC_ISLANDS',
  valuesConfig: {
    CALIFORNIA: { description: 'The California edition (every tree; the default).' },
    PACIFIC_ISLANDS: { description: 'The Pacific Islands edition (trees marked pacificIsland).' },
  },
});

/** Parses the region of a legacy /api path or query ("all", "pacificislands", "pacific-islands"). */
export function parseRegion(raw: unknown): Region {
  const region = regionFromKey(raw);
  if (!region) {
    throw new ValidationError(unknownRegionMessage(raw), [{ field: 'region', message: 'Unknown region' }]);
  }
  return Region[region];
}
