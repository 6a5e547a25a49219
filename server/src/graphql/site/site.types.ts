import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { rawSiteOfFields } from '@selectree/rules';
import { Region } from '../../catalogue/regions';
import type { RawSite, ResolvedSite, SiteResult } from '../../services/site.service';
import { TreeCardType } from '../search/search.payloads';

/**
 * The site of issue 22 as GraphQL input. Values travel as the REST query's words and are validated
 * by the same parser (services/site/site-input.ts, over the rules package's), so both transports accept the same values and
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

  @Field(() => Boolean, { description: 'There are overhead wires (only trees that fit under them).', nullable: true })
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
export const toRawSite = (input: SiteInputType): RawSite => rawSiteOfFields(input);

@ObjectType('Site', { description: 'A site as understood: the ZIP’s zone and state, the edition, the choices.' })
export class SiteType {
  @Field(() => String, { description: 'The ZIP code.' }) zip: string;
  @Field(() => String, { description: 'Its city; null when not known.', nullable: true }) city: string | null;
  @Field(() => String, { description: 'Its state (two letters).' }) state: string;
  @Field(() => String, { description: 'With its half, e.g. "10b".' }) usdaZone: string;
  @Field(() => Int, { description: 'The whole zone trees are checked against, e.g. 10.' }) usdaZoneNumber: number;
  @Field(() => Region, { description: 'The edition (from the ZIP\'s state unless given).' }) region: Region;
  @Field(() => String, { description: 'The Sunset zone; null when not given.', nullable: true }) sunset: string | null;
  @Field(() => Float, { nullable: true, description: 'feet; null: open ground.' }) stripWidth: number | null;
  @Field(() => Boolean, { description: 'There are overhead wires.' }) overheadWires: boolean;
  @Field(() => String, { description: 'full, partial or shade; null when not given.', nullable: true }) sun: string | null;
  @Field(() => String, { description: 'VL, L, M or H; null when not given.', nullable: true }) water: string | null;
  @Field(() => String, { description: 'clay, loam or sand; null when not given.', nullable: true }) soil: string | null;
  @Field(() => [String], { description: 'The goals it ranks by.' }) goals: string[];
  @Field(() => Boolean, { description: 'Trees invasive in the region are shown too.' }) includeInvasive: boolean;
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

@ObjectType('SiteText', { description: 'A site sentence as a code and its arguments, for a client that words it in its own language and units.' })
export class SiteTextType {
  @Field(() => String, { description: 'What the sentence says (shade, flowers, root_damage, usda_zone, …).' }) code: string;
  @Field(() => GraphQLJSONObject, { description: 'Its arguments by name: numbers in the unit the name says (feet, inches), stored English terms or codes (a string or a list).' })
  params: Record<string, unknown>;
} // prettier-ignore

@ObjectType('SiteResult', { description: 'A tree against a site: fit, score, reasons, warnings, unknowns.' })
export class SiteResultType {
  @Field(() => Int, { description: 'The tree.' }) treeId: number;
  @Field(() => String, { description: 'Its scientific name.' }) scientificName: string;
  @Field(() => String, { description: 'Its primary common name; null when none.', nullable: true }) commonName: string | null;
  @Field(() => String, { description: 'fits, or unknown (a constraint could not be checked).' }) fit: string;
  @Field(() => Int, { description: 'How many of the site’s goals it meets.' }) score: number;
  @Field(() => [String], { description: 'Why it suits the site, in words.' }) reasons: string[];
  @Field(() => [String], { description: 'What to watch for on that site, in words.' }) warnings: string[];
  @Field(() => [SiteTextType], { nullable: true, description: 'reasons as codes and arguments, in the same order.' }) reasonTexts: SiteTextType[];
  @Field(() => [SiteTextType], { nullable: true, description: 'warnings as codes and arguments, in the same order.' }) warningTexts: SiteTextType[];
  @Field(() => [String], { description: 'Constraints its record lacks the value for.' }) unknown: string[];
  @Field(() => TreeCardType, { nullable: true, description: 'The result card (recommendations only).' })
  card: TreeCardType | null;
} // prettier-ignore

export const toSiteResult = (result: SiteResult, card: TreeCardType | null = null): SiteResultType => ({
  ...result,
  card,
});

@ObjectType('SiteRecommendationsPayload', { description: 'A page of the trees recommended for a site.' })
export class SiteRecommendationsPayload {
  @Field(() => SiteType, { description: 'The site as understood.' }) site: SiteType;
  @Field(() => Int, { description: 'Every tree not known to fail.' }) totalResults: number;
  @Field(() => Int, { description: 'Of those, the ones known to fit on every constraint.' }) fitsCount: number;
  @Field(() => Int, { description: 'The page answered, from 1.' }) activePage: number;
  @Field(() => Int, { description: 'Trees a page.' }) resultsPerPage: number;
  @Field(() => [SiteResultType], { description: 'The trees of this page, best first.' }) pageResults: SiteResultType[];
} // prettier-ignore

@ObjectType('FailedConstraint', { description: 'A site constraint a tree fails, with both values.' })
export class FailedConstraintType {
  @Field(() => String, { description: 'usda_zone, sunset, strip_width, overhead_wires, sun, water, soil, invasive' })
  constraint: string;
  @Field(() => String, { description: 'The tree\'s value, in words.' }) treeValue: string;
  @Field(() => String, { description: 'The site\'s value, in words.' }) siteValue: string;
  @Field(() => String, { description: 'The failure in a sentence.' }) message: string;
  @Field(() => SiteTextType, { nullable: true, description: 'The failure as a code and its arguments.' }) text: SiteTextType;
} // prettier-ignore

@ObjectType('WhyNotPayload', { description: 'Whether one tree fits a site, and why not.' })
export class WhyNotPayload {
  @Field(() => SiteType, { description: 'The site as understood.' }) site: SiteType;
  @Field(() => Int, { description: 'The tree.' }) treeId: number;
  @Field(() => String, { description: 'Its scientific name.' }) scientificName: string;
  @Field(() => String, { description: 'Its primary common name; null when none.', nullable: true }) commonName: string | null;
  @Field(() => Boolean, { description: 'No constraint fails (some may be unknown).' }) fits: boolean;
  @Field(() => [FailedConstraintType], { description: 'The constraints it fails.' }) failed: FailedConstraintType[];
  @Field(() => [String], { description: 'Constraints its record lacks the value for.' }) unknown: string[];
  @Field(() => [SiteResultType], { description: 'Up to five fitting trees, same genus or shape first.' })
  alternatives: SiteResultType[];
} // prettier-ignore

@ObjectType('SiteOption', { description: 'A choice of the site form.' })
export class SiteOptionType {
  @Field(() => String, { description: 'The value to send.' }) value: string;
  @Field(() => String, { description: 'The label to show.' }) label: string;
} // prettier-ignore

@ObjectType('SiteOptions', { description: 'What the site form offers, from the server’s lists.' })
export class SiteOptionsType {
  @Field(() => [SiteOptionType], { description: 'The goals to rank by.' }) goals: SiteOptionType[];
  @Field(() => [SiteOptionType], { description: 'The sun choices.' }) sun: SiteOptionType[];
  @Field(() => [SiteOptionType], { description: 'The water choices.' }) water: SiteOptionType[];
  @Field(() => [SiteOptionType], { description: 'The soil choices.' }) soil: SiteOptionType[];
  @Field(() => Int, { description: 'feet' }) stripWidthMax: number;
  @Field(() => Int, { description: 'The largest page size.' }) resultsPerPageMax: number;
} // prettier-ignore
