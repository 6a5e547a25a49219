import type { GlossaryEntry, OfflineTree } from './offline-copy';

/**
 * The GraphQL objects the screens read (Tree, TreeCard, GlossaryEntry), made from the offline
 * copy's trees and glossary (issue 27.3): the copy holds each tree as the detail API answers it
 * (server/src/rest/presenters/tree.presenter.ts) with what the GraphQL Tree has beyond it
 * (`extra`), so each field here is the server resolver's for the same catalogue version.
 * Pure: the server's equivalence test (services/offline/offline-answers.equivalence.test.ts)
 * compares these with its own GraphQL answers.
 */
type Range = { low: number | null; high: number | null };
type Image = { link: string; credit: string | null; photo_link_id: number; sequence: number; licence: string };
/** The detail API's answer, as far as these fields read it. */
type Detail = {
  treeId: number;
  published: boolean;
  pacificIsland: boolean;
  scientificName: string;
  commonName: string | null;
  familyName: string | null;
  genus: string | null;
  otherCommonNames: string[];
  genericNames: string[];
  synonyms: { name_concat: string }[];
  redirectTree: { redirectTreeId: number; redirectTreeName: string } | null;
  images: Image[];
  externalResourceList: { name: string; host: string; href: string }[];
  reviews: { section: string; reviewed_at: string }[];
  generalInfo: Record<string, unknown> & { potentialInvasiveness: Record<string, unknown> };
  siteConditions: Record<string, unknown> & { sunExposure: Range };
  considerations: Record<string, unknown> & { branchStrength: Range };
  treeCharacteristics: Record<string, unknown> & {
    height: { height_low: number | null; height_high: number | null };
    width: Range;
    growthRate: Range;
    leafForms: Record<string, unknown>;
    flowerSpecs: Record<string, unknown>;
    fruits: Record<string, unknown>;
    bark: Record<string, unknown>;
  };
};

const detailOf = (tree: OfflineTree) => tree.detail as unknown as Detail;
const NO_EXTRA: NonNullable<OfflineTree['extra']> = {
  isDemo: false,
  otherDisplayedCommonName: null,
  photos: [],
  synonyms: [],
};

/** Utility low zone: mature height at most 25 ft (LOW_ZONE_MAX_HEIGHT, as the server's card). */
const LOW_ZONE_MAX_HEIGHT = 25;

function photosOf(tree: OfflineTree) {
  const extra = tree.extra ?? NO_EXTRA;
  return detailOf(tree).images.map((image, at) => ({
    __typename: 'Photo' as const,
    id: image.photo_link_id,
    link: image.link,
    credit: image.credit,
    licence: image.licence,
    sequence: image.sequence,
    attributeName: extra.photos[at]?.attributeName ?? null,
    width: extra.photos[at]?.width ?? null,
    height: extra.photos[at]?.height ?? null,
    widths: extra.photos[at]?.widths ?? [],
  }));
}

/** The fields the detail and compare screens share (the Tree's own columns). */
function treeColumns(tree: OfflineTree) {
  const d = detailOf(tree);
  const site = d.siteConditions;
  const care = d.considerations;
  const looks = d.treeCharacteristics;
  return {
    __typename: 'Tree' as const,
    id: d.treeId,
    scientificName: d.scientificName,
    commonName: d.commonName,
    family: d.familyName,
    heightLow: looks.height.height_low,
    heightHigh: looks.height.height_high,
    widthLow: looks.width.low,
    widthHigh: looks.width.high,
    treeShapes: looks.treeShape as string[],
    foliageType: looks.foliage_type as 'Deciduous' | 'Evergreen' | null,
    growthRateLow: looks.growthRate.low,
    growthRateHigh: looks.growthRate.high,
    waterUse: site.waterUse as string | null,
    usdaZones: site.usdaZones as number[],
    sunsetZones: site.sunsetZones as string[],
    plantingArea: site.plantingArea as string | null,
    soilTextures: site.soilTextures as string[],
    soilPhLow: site.soil_ph_low as number | null,
    soilPhHigh: site.soil_ph_high as number | null,
    exposureLow: site.sunExposure.low,
    exposureHigh: site.sunExposure.high,
    salinityTolerances: site.salinityTolerance as string[],
    saltsprayTolerance: site.saltTolerance as string | null,
    windResistance: site.windResistance as string | null,
    rootDamagePotential: care.rootDamagePotential as string | null,
    branchStrengthLow: care.branchStrength.low,
    branchStrengthHigh: care.branchStrength.high,
    biogenicEmissions: care.biogenicEmissions as string | null,
    healthHazards: care.healthHazards as string[],
    litterTypes: looks.litterType as string[],
    deerPalatable: care.deerPalatable as boolean | null,
    utilityFriendly: care.utility_friendly as boolean | null,
    pestSusceptibility: care.pestSusceptibility as string[],
    diseaseSusceptibility: care.diseaseSusceptibility as string[],
    californiaNative: d.generalInfo.california_native as boolean | null,
    caInvasive: d.generalInfo.potentialInvasiveness.ca_invasive as boolean | null,
  };
}

/** CompareTreeFields. */
export function compareTree(tree: OfflineTree) {
  const photos = photosOf(tree).map(({ __typename, id, link, credit, licence, sequence, widths }) => ({
    __typename,
    id,
    link,
    credit,
    licence,
    sequence,
    widths,
  }));
  return { ...treeColumns(tree), photos };
}

/** The detail's leaves, flowers, fruits and bark. */
function looksOf(looks: Detail['treeCharacteristics']) {
  return {
    leafArrangement: looks.leafForms.leaf_arrangement as string | null,
    leafForm: looks.leafForms.leaf_form as string | null,
    leafletShape: looks.leafForms.leaflet_shape as string | null,
    foliageFallColor: looks.leafForms.foliage_fall_color as boolean | null,
    foliageGrowthColors: looks.leafForms.foliage_growth_color as string[],
    sex: looks.flowerSpecs.sex as string | null,
    flowerShowiness: looks.flowerSpecs.flower_showiness as string | null,
    flowerColors: looks.flowerSpecs.flower_color as string[],
    flowerTimes: looks.flowerSpecs.flower_time as string[],
    fragrance: looks.flowerSpecs.fragrance as boolean | null,
    fruitColor: looks.fruits.fruit_color as string | null,
    fruitType: looks.fruits.fruit_type as string | null,
    fruitValues: looks.fruits.fruit_value as string[],
    fruitingTimes: looks.fruits.fruiting_time as string[],
    fruitSize: looks.fruits.fruit_size as string | null,
    barkColor: looks.bark.bark_color as string | null,
    barkTextures: looks.bark.bark_texture as string[],
  };
}

/** The TreeDetail operation's tree. */
export function treeDetail(tree: OfflineTree) {
  const d = detailOf(tree);
  const extra = tree.extra ?? NO_EXTRA;
  const info = d.generalInfo;
  const care = d.considerations;
  const looks = d.treeCharacteristics;
  return {
    ...treeColumns(tree),
    genus: d.genus,
    otherCommonNames: d.otherCommonNames,
    otherDisplayedCommonName: extra.otherDisplayedCommonName,
    genericNames: d.genericNames,
    synonyms: d.synonyms.map((synonym, at) => ({
      __typename: 'Taxon' as const,
      id: extra.synonyms[at]?.id ?? 0,
      nameConcat: synonym.name_concat,
      sequence: extra.synonyms[at]?.sequence ?? 0,
    })),
    redirectTree: d.redirectTree
      ? {
          __typename: 'TreeRedirect' as const,
          id: d.redirectTree.redirectTreeId,
          scientificName: d.redirectTree.redirectTreeName,
        }
      : null,
    reviews: d.reviews.map((review) => ({
      __typename: 'SectionReview' as const,
      section: review.section,
      reviewedAt: review.reviewed_at,
    })),
    photos: photosOf(tree),
    externalResources: d.externalResourceList.map((site) => ({ __typename: 'ExternalResource' as const, ...site })),
    published: d.published,
    isDemo: extra.isDemo,
    pacificIsland: d.pacificIsland,
    memo: info.memo as string | null,
    nativeRange: info.native_range as string | null,
    hiNative: info.hi_native as boolean | null,
    piInvasive: info.potentialInvasiveness.pi_invasive as boolean | null,
    invasiveText: info.potentialInvasiveness.invasive_text as string | null,
    landscapeApplications: info.landscapeApplication as string[],
    landscapeUses: info.landscapeUse as string[],
    ethnobotanicalInfo: info.ethnobotanical_info as string | null,
    schoolyard: d.siteConditions.schoolyard as boolean | null,
    schoolyardUseNotes: info.schoolyardUseNotes as string | null,
    photolocations: info.photolocations as string[],
    climateAdaptedRegions: d.siteConditions.climateAdaptedRegions as string[],
    attractsWildlife: care.attractsWildlife as string[],
    diseaseResistant: care.diseaseResistant as string[],
    pestResistant: care.pestResistant as string[],
    appraisal: care.appraisal as boolean | null,
    appLcant: care.app_lcant as string | null,
    appGrrating: care.app_grrating as string | null,
    appraisalText: care.appraisal_text as string | null,
    ...looksOf(looks),
  };
}

/** TreeCardFields: a result card (the first photo, its attribution "credit · licence"). */
export function treeCard(tree: OfflineTree) {
  const d = detailOf(tree);
  const first = d.images[0];
  const heightHigh = d.treeCharacteristics.height.height_high;
  return {
    __typename: 'TreeCard' as const,
    id: d.treeId,
    scientificName: d.scientificName,
    commonName: d.commonName,
    family: d.familyName,
    photoLink: first?.link ?? null,
    photoWidths: tree.extra?.photos[0]?.widths ?? [],
    // PostgreSQL's concat_ws(' · ', credit, licence): NULLs left out, '' kept.
    photoCredit: first ? [first.credit, first.licence].filter((part) => part !== null).join(' · ') : null,
    heightHigh,
    lowZone: heightHigh === null ? null : heightHigh <= LOW_ZONE_MAX_HEIGHT,
    draft: false,
  };
}

type GlossaryPhoto = {
  glossary_photo_id: number;
  glossary_id: number;
  s3_link: string;
  definition_text: string | null;
  sequence: number;
  width: number | null;
  height: number | null;
  widths: number[];
};

/** GlossaryEntryFields, from the glossary API's entry the copy holds. */
export function glossaryEntry(entry: GlossaryEntry) {
  const e = entry as GlossaryEntry & {
    definition: string;
    term_es?: string | null;
    definition_es?: string | null;
    version: number;
    photos: GlossaryPhoto[];
  };
  return {
    __typename: 'GlossaryEntry' as const,
    id: e.glossary_id,
    term: e.term,
    definition: e.definition,
    // A copy made before the glossary had Spanish holds neither field.
    termEs: e.term_es ?? null,
    definitionEs: e.definition_es ?? null,
    version: e.version,
    photos: e.photos.map((photo) => ({
      __typename: 'GlossaryPhoto' as const,
      id: photo.glossary_photo_id,
      entryId: photo.glossary_id,
      s3Link: photo.s3_link,
      definitionText: photo.definition_text,
      sequence: photo.sequence,
      width: photo.width,
      height: photo.height,
      widths: photo.widths,
    })),
  };
}
