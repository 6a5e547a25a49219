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

registerEnumType(NameMatchKind, { name: 'NameMatchKind', description: 'Which of the tree’s names matched.' });
registerEnumType(NameMatchTier, {
  name: 'NameMatchTier',
  description: 'How it matched, best first: Exact, Prefix, WordPrefix, Similar (typos).',
});
registerEnumType(SearchSort, {
  name: 'TreeSort',
  description: 'ScientificAsc (1, default), ScientificDesc (2), CommonAsc (3), CommonDesc (4).',
});

@ObjectType('NameSuggestion', { description: 'A name that matched the typed text, and the tree it names.' })
export class NameSuggestionType {
  @Field(() => Int)
  treeId: number;

  @Field(() => String, { description: 'The matched name, as displayed.' })
  name: string;

  @Field(() => NameMatchKind)
  kind: NameMatchKind;

  @Field(() => NameMatchTier)
  match: NameMatchTier;

  @Field(() => String)
  scientificName: string;

  @Field(() => String, { nullable: true })
  commonName: string | null;

  @Field(() => Boolean, { description: 'The tree is a Draft (only editors are ever suggested drafts).' })
  draft: boolean;
}

@ObjectType('TreeCard', { description: 'A result card: what the results gallery shows, and the tree.' })
export class TreeCardType {
  @Field(() => Int)
  id: number;

  @Field(() => String)
  scientificName: string;

  @Field(() => String, { nullable: true })
  commonName: string | null;

  @Field(() => String, { nullable: true })
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
  @Field(() => String)
  zip: string;

  @Field(() => String, { nullable: true })
  city: string | null;

  @Field(() => String)
  state: string;

  @Field(() => String, { description: 'With its half, e.g. "9b".' })
  usdaZone: string;

  @Field(() => Int, { description: 'The whole zone trees are filtered on, e.g. 9.' })
  usdaZoneNumber: number;
}

@ObjectType('TreeSearchPayload')
export class TreeSearchPayload {
  @Field(() => [TreeCardType])
  pageResults: TreeCardType[];

  @Field(() => Int)
  totalResults: number;

  @Field(() => Int)
  activePage: number;

  @Field(() => Int)
  resultsPerPage: number;

  @Field(() => SearchSort)
  sort: SearchSort;

  @Field(() => Region)
  region: Region;

  @Field(() => ResolvedZipType, { nullable: true, description: 'The ZIP code the search resolved, if any.' })
  resolvedZip: ResolvedZipType | null;
}

@ObjectType('SearchChoice')
export class SearchChoiceType {
  @Field(() => String)
  value: string;

  @Field(() => String)
  label: string;
}

@ObjectType('SearchCodeChoice')
export class SearchCodeChoiceType {
  @Field(() => Int)
  value: number;

  @Field(() => String)
  label: string;
}

@ObjectType('SearchCharacteristics', { description: 'The choices of the search-by-characteristics form.' })
export class SearchCharacteristicsType {
  @Field(() => [String])
  treeShapes: string[];

  @Field(() => [String])
  leafForms: string[];

  @Field(() => [String])
  leafArrangements: string[];

  @Field(() => [String])
  flowerColors: string[];

  @Field(() => [String])
  fruitTypes: string[];

  @Field(() => [SearchCodeChoiceType], { description: 'value = the planting area code 1-3' })
  plantingArea: SearchCodeChoiceType[];

  @Field(() => [SearchChoiceType], { description: 'The six climate-adapted regions.' })
  climateZones: SearchChoiceType[];

  @Field(() => [String])
  foliageTypes: string[];

  @Field(() => [Int])
  usdaZones: number[];

  @Field(() => [String])
  sunsetZones: string[];

  @Field(() => [String])
  saltTolerances: string[];

  @Field(() => [String])
  windResistances: string[];

  @Field(() => [SearchChoiceType])
  waterUseRatings: SearchChoiceType[];

  @Field(() => [SearchCodeChoiceType], { description: 'value = exposure code: 3 Full Sun, 2 Partial Shade, 1 Shade' })
  sunExposures: SearchCodeChoiceType[];

  @Field(() => [SearchChoiceType])
  utilityPrecautions: SearchChoiceType[];

  @Field(() => [Int])
  heightMarks: number[];

  @Field(() => [Int])
  widthMarks: number[];

  @Field(() => [Int])
  resultsPerPage: number[];

  @Field(() => [SearchCodeChoiceType])
  sorts: SearchCodeChoiceType[];
}
