import { Field, InputType, Int } from 'type-graphql';
import { FoliageType, filterDataOfInput } from '@selectree/rules';

/**
 * The search filter object of spec §3 as a GraphQL input. It is turned into the legacy filterData
 * object (toFilterData) and validated by the same parser as REST (services/search/filter/search-filter.ts),
 * so both transports accept exactly the same values and answer with the same messages.
 */
@InputType('TreeSearchFilterInput', {
  description: 'Filters combine with AND, the values of one filter with OR. Null or empty = not chosen.',
})
export class TreeSearchFilterInput {
  @Field(() => Int, { nullable: true, description: 'feet, 0-100 (default 0)' })
  minTreeHeight?: number | null;

  @Field(() => Int, { nullable: true, description: 'feet, 0-100; 100 means 100+ (default)' })
  maxTreeHeight?: number | null;

  @Field(() => Int, { nullable: true, description: 'feet, 0-75 (default 0)' })
  minTreeCanopyWidth?: number | null;

  @Field(() => Int, { nullable: true, description: 'feet, 0-75; 75 means 75+ (default)' })
  maxTreeCanopyWidth?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'Names of the tree (prefix, word prefix; typos when nothing matches).',
  })
  searchTerm?: string | null;

  @Field(() => [String], { description: 'Crown shapes (SearchCharacteristics.treeShapes).', nullable: true })
  treeShapes?: string[] | null;

  @Field(() => [String], { description: 'Leaf forms (SearchCharacteristics.leafForms).', nullable: true })
  leafForms?: string[] | null;

  @Field(() => [String], { description: 'Leaf arrangements (SearchCharacteristics.leafArrangements).', nullable: true })
  leafArrangements?: string[] | null;

  @Field(() => [FoliageType], { description: 'Foliage types.', nullable: true })
  foliageTypes?: FoliageType[] | null;

  @Field(() => [String], { nullable: true, description: "'2 to 4', '4 to 7', '>7' or the codes 1-3" })
  plantingAreas?: string[] | null;

  @Field(() => [Boolean], { nullable: true, description: '[true], [false] or both (= known)' })
  fallColor?: boolean[] | null;

  @Field(() => [Boolean], {
    description: '[true]: California natives; [false]: not native; both: known either way.',
    nullable: true,
  })
  caNative?: boolean[] | null;

  @Field(() => [Boolean], {
    description: '[true]: Hawaii natives; [false]: not native; both: known either way.',
    nullable: true,
  })
  hiNative?: boolean[] | null;

  @Field(() => [Boolean], { description: '[true]: fragrant flowers; [false]: not fragrant.', nullable: true })
  fragrance?: boolean[] | null;

  @Field(() => [Boolean], { nullable: true, description: 'true = deer do not favour it' })
  deerTolerance?: boolean[] | null;

  @Field(() => [Boolean], { description: '[true]: fits under utility lines; [false]: does not.', nullable: true })
  utilityFriendly?: boolean[] | null;

  @Field(() => [Boolean], { description: '[true]: suitable for schoolyards; [false]: not.', nullable: true })
  schoolyard?: boolean[] | null;

  @Field(() => [Boolean], { description: '[true]: grows in shade; [false]: does not.', nullable: true })
  shadeTolerant?: boolean[] | null;

  @Field(() => [String], { description: 'Flower colours (SearchCharacteristics.flowerColors).', nullable: true })
  flowerColors?: string[] | null;

  @Field(() => [String], { description: 'Fruit types (SearchCharacteristics.fruitTypes).', nullable: true })
  fruitTypes?: string[] | null;

  @Field(() => [Int], {
    description: 'USDA hardiness zones (whole numbers); a tree matches when it grows in any of them.',
    nullable: true,
  })
  usdaZones?: number[] | null;

  @Field(() => [String], { nullable: true, description: '1-24, H1, H2' })
  sunsetZones?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Low, Moderate, High' })
  saltTolerances?: string[] | null;

  @Field(() => [String], { description: 'Wind resistances (SearchCharacteristics.windResistances).', nullable: true })
  windResistances?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'VL, L, M, H' })
  waterUseRatings?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Full Sun, Partial Shade, Shade (or 3, 2, 1)' })
  sunExposures?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'low-zone, medium-zone' })
  utilityPrecautions?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Climate-adapted region slugs or names' })
  climateRegions?: string[] | null;

  @Field(() => String, { nullable: true, description: 'A Californian ZIP code (9xxxx): its USDA zone' })
  zipCode?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Needs adaptedZipCode' })
  climateAdapted?: boolean | null;

  @Field(() => String, {
    description: 'The Californian ZIP code whose climate-adapted region climateAdapted uses.',
    nullable: true,
  })
  adaptedZipCode?: string | null;
}

/** The legacy filterData object (spec §3 key names) for the shared parser (@selectree/rules, also offline). */
export function toFilterData(input: TreeSearchFilterInput | null | undefined): Record<string, unknown> {
  return filterDataOfInput(input as Record<string, unknown> | null | undefined);
}
