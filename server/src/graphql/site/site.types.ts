import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Region } from '../../catalogue/regions';
import type { RawSite, ResolvedSite, SiteResult } from '../../services/site.service';
import { TreeCardType } from '../search/search.payloads';

/**
 * The site of issue 22 as GraphQL input. Values travel as the REST query's words and are validated
 * by the same parser (services/site/site-input.ts), so both transports accept the same values and
 * answer with the same messages (each naming its field by the REST parameter name).
 */
@InputType('SiteInput', { description: 'A planting site; the words of GET /api/site/recommendations.' })
export class SiteInputType {
  @Field(() => String, { description: 'Five digits, a ZIP of the ZIP table.' })
  zip: string;

  @Field(() => String, { nullable: true, description: 'all or pacificislands; absent: follows the ZIP’s state.' })
  region?: string | null;

  @Field(() => String, { nullable: true, description: 'Sunset zone 1-24, H1, H2.' })
  sunset?: string | null;

  @Field(() => String, { nullable: true, description: 'Planting-strip width in feet (up to 100), or "open".' })
  stripWidth?: string | null;

  @Field(() => Boolean, { nullable: true })
  overheadWires?: boolean | null;

  @Field(() => String, { nullable: true, description: 'full, partial or shade.' })
  sun?: string | null;

  @Field(() => String, { nullable: true, description: 'VL, L, M or H: the water the site gets.' })
  water?: string | null;

  @Field(() => String, { nullable: true, description: 'clay, loam or sand.' })
  soil?: string | null;

  @Field(() => [String], { nullable: true, description: 'Goals to rank by (siteOptions.goals).' })
  goals?: string[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Show trees invasive in the edition’s region.' })
  includeInvasive?: boolean | null;
}

/** The GraphQL input under the REST parameter names (the one parser reads those). */
export function toRawSite(input: SiteInputType): RawSite {
  return {
    zip: input.zip,
    region: input.region,
    sunset: input.sunset,
    strip_width: input.stripWidth,
    overhead_wires: input.overheadWires,
    sun: input.sun,
    water: input.water,
    soil: input.soil,
    goals: input.goals ?? undefined,
    include_invasive: input.includeInvasive,
  };
}

@ObjectType('Site', { description: 'A site as understood: the ZIP’s zone and state, the edition, the choices.' })
export class SiteType {
  @Field(() => String) zip: string;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String) state: string;
  @Field(() => String, { description: 'With its half, e.g. "10b".' }) usdaZone: string;
  @Field(() => Int, { description: 'The whole zone trees are checked against, e.g. 10.' }) usdaZoneNumber: number;
  @Field(() => Region) region: Region;
  @Field(() => String, { nullable: true }) sunset: string | null;
  @Field(() => Float, { nullable: true, description: 'feet; null: open ground.' }) stripWidth: number | null;
  @Field(() => Boolean) overheadWires: boolean;
  @Field(() => String, { nullable: true }) sun: string | null;
  @Field(() => String, { nullable: true }) water: string | null;
  @Field(() => String, { nullable: true }) soil: string | null;
  @Field(() => [String]) goals: string[];
  @Field(() => Boolean) includeInvasive: boolean;
  @Field(() => String, { description: 'The canonical query string: /site?{query} is this site.' }) query: string;
} // prettier-ignore

export function toSiteType(site: ResolvedSite): SiteType {
  const { input, zip } = site;
  return {
    ...zip,
    region: site.region,
    sunset: input.sunset,
    stripWidth: input.stripWidth,
    overheadWires: input.overheadWires,
    sun: input.sun,
    water: input.water,
    soil: input.soil,
    goals: input.goals,
    includeInvasive: input.includeInvasive,
    query: site.query,
  };
}

@ObjectType('SiteResult', { description: 'A tree against a site: fit, score, reasons, warnings, unknowns.' })
export class SiteResultType {
  @Field(() => Int) treeId: number;
  @Field(() => String) scientificName: string;
  @Field(() => String, { nullable: true }) commonName: string | null;
  @Field(() => String, { description: 'fits, or unknown (a constraint could not be checked).' }) fit: string;
  @Field(() => Int, { description: 'How many of the site’s goals it meets.' }) score: number;
  @Field(() => [String]) reasons: string[];
  @Field(() => [String]) warnings: string[];
  @Field(() => [String], { description: 'Constraints its record lacks the value for.' }) unknown: string[];
  @Field(() => TreeCardType, { nullable: true, description: 'The result card (recommendations only).' })
  card: TreeCardType | null;
} // prettier-ignore

export const toSiteResult = (result: SiteResult, card: TreeCardType | null = null): SiteResultType => ({
  ...result,
  card,
});

@ObjectType('SiteRecommendationsPayload')
export class SiteRecommendationsPayload {
  @Field(() => SiteType) site: SiteType;
  @Field(() => Int, { description: 'Every tree not known to fail.' }) totalResults: number;
  @Field(() => Int, { description: 'Of those, the ones known to fit on every constraint.' }) fitsCount: number;
  @Field(() => Int) activePage: number;
  @Field(() => Int) resultsPerPage: number;
  @Field(() => [SiteResultType]) pageResults: SiteResultType[];
} // prettier-ignore

@ObjectType('FailedConstraint')
export class FailedConstraintType {
  @Field(() => String, { description: 'usda_zone, sunset, strip_width, overhead_wires, sun, water, soil, invasive' })
  constraint: string;
  @Field(() => String) treeValue: string;
  @Field(() => String) siteValue: string;
  @Field(() => String) message: string;
} // prettier-ignore

@ObjectType('WhyNotPayload')
export class WhyNotPayload {
  @Field(() => SiteType) site: SiteType;
  @Field(() => Int) treeId: number;
  @Field(() => String) scientificName: string;
  @Field(() => String, { nullable: true }) commonName: string | null;
  @Field(() => Boolean) fits: boolean;
  @Field(() => [FailedConstraintType]) failed: FailedConstraintType[];
  @Field(() => [String]) unknown: string[];
  @Field(() => [SiteResultType], { description: 'Up to five fitting trees, same genus or shape first.' })
  alternatives: SiteResultType[];
} // prettier-ignore

@ObjectType('SiteOption')
export class SiteOptionType {
  @Field(() => String) value: string;
  @Field(() => String) label: string;
} // prettier-ignore

@ObjectType('SiteOptions', { description: 'What the site form offers, from the server’s lists.' })
export class SiteOptionsType {
  @Field(() => [SiteOptionType]) goals: SiteOptionType[];
  @Field(() => [SiteOptionType]) sun: SiteOptionType[];
  @Field(() => [SiteOptionType]) water: SiteOptionType[];
  @Field(() => [SiteOptionType]) soil: SiteOptionType[];
  @Field(() => Int, { description: 'feet' }) stripWidthMax: number;
  @Field(() => Int) resultsPerPageMax: number;
} // prettier-ignore
