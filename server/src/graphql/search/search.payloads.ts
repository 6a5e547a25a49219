import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Region } from '../../catalogue/regions';
import type { Tree } from '../../entities';
import {
  isLowZone,
  memoExcerpt,
  NameMatchKind,
  NameMatchTier,
  SearchSort,
  type CardTree,
  type TreeCard,
} from '../../services/search.service';

registerEnumType(NameMatchKind, {
  name: 'NameMatchKind',
  description: 'Which of the tree’s names matched.',
  valuesConfig: {
    CommonAlternate: { description: 'An alternative common name matched.' },
    CommonGeneric: { description: 'A generic common name (OAK, MAPLE) matched.' },
    CommonPrimary: { description: 'The primary common name matched.' },
    Scientific: { description: 'The scientific name (or a part of it) matched.' },
    Synonym: { description: 'A synonym (an earlier or alternative scientific name) matched.' },
  },
});
registerEnumType(NameMatchTier, {
  name: 'NameMatchTier',
  description: 'How it matched, best first: Exact, Prefix, WordPrefix, Similar (typos).',
  valuesConfig: {
    Exact: { description: 'The whole name equals the typed text.' },
    Prefix: { description: 'The name starts with the typed text.' },
    Similar: { description: 'A close spelling (typo tolerant), offered when nothing else matches.' },
    WordPrefix: { description: 'A word of the name starts with the typed text.' },
  },
});
registerEnumType(SearchSort, {
  name: 'TreeSort',
  description: 'ScientificAsc (1, default), ScientificDesc (2), CommonAsc (3), CommonDesc (4).',
  valuesConfig: {
    CommonAsc: { description: 'By common name, A to Z (legacy code 3).' },
    CommonDesc: { description: 'By common name, Z to A (legacy code 4).' },
    ScientificAsc: { description: 'By scientific name, A to Z (legacy code 1, the default).' },
    ScientificDesc: { description: 'By scientific name, Z to A (legacy code 2).' },
  },
});

@ObjectType('NameSuggestion', { description: 'A name that matched the typed text, and the tree it names.' })
export class NameSuggestionType {
  @Field(() => Int, { description: 'The id of the tree the name belongs to.' })
  treeId: number;

  @Field(() => String, { description: 'The matched name, as displayed.' })
  name: string;

  @Field(() => NameMatchKind, { description: "Which of the tree's names matched (scientific, synonym, common …)." })
  kind: NameMatchKind;

  @Field(() => NameMatchTier, { description: 'How well it matched (exact, prefix, word prefix, similar).' })
  match: NameMatchTier;

  @Field(() => String, { description: "The tree's scientific name." })
  scientificName: string;

  @Field(() => String, { description: "The tree's primary common name; null when it has none.", nullable: true })
  commonName: string | null;

  @Field(() => Boolean, { description: 'The tree is a Draft (only editors are ever suggested drafts).' })
  draft: boolean;
}

@ObjectType('TreeCard', { description: 'A result card: what the results gallery shows, and the tree.' })
export class TreeCardType {
  @Field(() => Int, { description: "The tree's id." })
  id: number;

  @Field(() => String, { description: "The tree's scientific name." })
  scientificName: string;

  @Field(() => String, { description: "The tree's primary common name; null when it has none.", nullable: true })
  commonName: string | null;

  @Field(() => String, { description: "The tree's botanical family; null when unknown.", nullable: true })
  family: string | null;

  @Field(() => String, { nullable: true, description: 'The first photo, relative to the photo base URL.' })
  photoLink: string | null;

  @Field(() => [Int], { description: 'That photo’s responsive widths ({link base}-{width}.webp); empty: link only.' })
  photoWidths: number[];

  @Field(() => String, { nullable: true, description: 'That photo’s attribution, "credit · licence".' })
  photoCredit?: string | null;

  @Field(() => Int, { nullable: true, description: 'feet' })
  heightHigh: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Utility low zone: mature height at most 25 ft.' })
  lowZone: boolean | null;

  @Field(() => String, { nullable: true, description: 'The description as plain text, cut short.' })
  memoExcerpt: string | null;

  @Field(() => Boolean, { description: 'The tree is a Draft (only editors find drafts by name).' })
  draft: boolean;

  /** The whole tree when the search loaded it; otherwise TreeCardResolver loads it (batched). */
  tree?: Tree;
}

/** A tree and its first photo as a card. */
export function toTreeCard({ tree, photoLink, photoWidths, photoCredit }: TreeCard): TreeCardType {
  return { ...toCardFields(tree, photoLink, photoWidths), photoCredit: photoCredit ?? null, tree };
}

/** The card's own fields, from the columns a card shows (`tree` is then resolved on demand). */
export function toCardFields(tree: CardTree, photoLink: string | null, photoWidths: number[] = []): TreeCardType {
  return {
    id: tree.id,
    scientificName: tree.scientificName,
    commonName: tree.commonName,
    family: tree.family,
    photoLink,
    photoWidths,
    heightHigh: tree.heightHigh,
    lowZone: isLowZone(tree.heightHigh),
    memoExcerpt: memoExcerpt(tree.memo),
    // A card read with only the card's columns has no `published`: such pages hold published trees.
    draft: (tree as Partial<Tree>).published === false,
  };
}

@ObjectType('ResolvedZip', { description: 'A ZIP code and its USDA zone: "ZIP 95616 → USDA zone 9b".' })
export class ResolvedZipType {
  @Field(() => String, { description: 'The five-digit ZIP code.' })
  zip: string;

  @Field(() => String, { description: 'Its city; null when not known.', nullable: true })
  city: string | null;

  @Field(() => String, { description: 'Its state (two letters).' })
  state: string;

  @Field(() => String, { description: 'With its half, e.g. "9b".' })
  usdaZone: string;

  @Field(() => Int, { description: 'The whole zone trees are filtered on, e.g. 9.' })
  usdaZoneNumber: number;
}

@ObjectType('TreeSearchPayload', { description: 'A page of search results.' })
export class TreeSearchPayload {
  @Field(() => [TreeCardType], { description: 'The trees of this page, in the chosen order.' })
  pageResults: TreeCardType[];

  @Field(() => Int, { description: 'How many trees match, on all pages.' })
  totalResults: number;

  @Field(() => Int, { description: 'The page answered, from 1.' })
  activePage: number;

  @Field(() => Int, { description: 'Trees a page.' })
  resultsPerPage: number;

  @Field(() => SearchSort, { description: 'The order used.' })
  sort: SearchSort;

  @Field(() => Region, { description: 'The edition searched (California or the Pacific Islands).' })
  region: Region;

  @Field(() => ResolvedZipType, { nullable: true, description: 'The ZIP code the search resolved, if any.' })
  resolvedZip: ResolvedZipType | null;
}

@ObjectType('SearchChoice', { description: 'A choice of a form: the value to send and its label.' })
export class SearchChoiceType {
  @Field(() => String, { description: 'The value to send in the filter.' })
  value: string;

  @Field(() => String, { description: 'The label to show.' })
  label: string;
}

@ObjectType('SearchCodeChoice', { description: 'A choice of a form whose value is a number code.' })
export class SearchCodeChoiceType {
  @Field(() => Int, { description: 'The code to send in the filter.' })
  value: number;

  @Field(() => String, { description: 'The label to show.' })
  label: string;
}

@ObjectType('SearchCharacteristics', { description: 'The choices of the search-by-characteristics form.' })
export class SearchCharacteristicsType {
  @Field(() => [String], { description: 'Crown shapes to choose from (TreeSearchFilterInput.treeShapes).' })
  treeShapes: string[];

  @Field(() => [String], { description: 'Leaf forms to choose from.' })
  leafForms: string[];

  @Field(() => [String], { description: 'Leaf arrangements to choose from.' })
  leafArrangements: string[];

  @Field(() => [String], { description: 'Flower colours to choose from.' })
  flowerColors: string[];

  @Field(() => [String], { description: 'Fruit types to choose from.' })
  fruitTypes: string[];

  @Field(() => [SearchCodeChoiceType], { description: 'value = the planting area code 1-3' })
  plantingArea: SearchCodeChoiceType[];

  @Field(() => [SearchChoiceType], { description: 'The six climate-adapted regions.' })
  climateZones: SearchChoiceType[];

  @Field(() => [String], { description: 'Foliage types to choose from.' })
  foliageTypes: string[];

  @Field(() => [Int], { description: 'USDA hardiness zones to choose from.' })
  usdaZones: number[];

  @Field(() => [String], { description: 'Sunset climate zones to choose from.' })
  sunsetZones: string[];

  @Field(() => [String], { description: 'Salt spray tolerances to choose from (Low, Moderate, High).' })
  saltTolerances: string[];

  @Field(() => [String], { description: 'Wind resistances to choose from.' })
  windResistances: string[];

  @Field(() => [SearchChoiceType], { description: 'Water use ratings (WUCOLS: VL, L, M, H) with their labels.' })
  waterUseRatings: SearchChoiceType[];

  @Field(() => [SearchCodeChoiceType], { description: 'value = exposure code: 3 Full Sun, 2 Partial Shade, 1 Shade' })
  sunExposures: SearchCodeChoiceType[];

  @Field(() => [SearchChoiceType], {
    description: 'Utility line precautions (low zone, medium zone) with their labels.',
  })
  utilityPrecautions: SearchChoiceType[];

  @Field(() => [Int], { description: 'The marks of the height slider, in feet.' })
  heightMarks: number[];

  @Field(() => [Int], { description: 'The marks of the canopy width slider, in feet.' })
  widthMarks: number[];

  @Field(() => [Int], { description: 'The page sizes offered.' })
  resultsPerPage: number[];

  @Field(() => [SearchCodeChoiceType], { description: 'The result orders offered (code and label).' })
  sorts: SearchCodeChoiceType[];
}
