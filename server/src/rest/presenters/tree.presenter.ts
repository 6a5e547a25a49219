import { appraisalText } from '../../catalogue/appraisal';
import { isHawaiiNative } from '../../catalogue/hawaii-native';
import type { FeaturedQuote, Photo, Taxon, Tree } from '../../entities';
import type { TreeDetail } from '../../services/trees.service';

/**
 * The legacy /api JSON shapes, frozen here so that renaming a GraphQL field never changes the REST
 * contract. Unknown values are null (the client renders "no data"), never false.
 */

export function presentPhoto(photo: Photo) {
  return {
    photo_link_id: photo.id,
    link: photo.link,
    credit: photo.credit,
    sequence: photo.sequence,
    attribute_name: photo.attributeName,
    // Issue 23.3: added beside the legacy fields (credit was there already).
    licence: photo.licence,
    source_url: photo.sourceUrl,
  };
}

export function presentTaxon(taxon: Taxon) {
  return {
    taxon_id: taxon.id,
    tree_id: taxon.treeId,
    sequence: taxon.sequence,
    genus: taxon.genus,
    species: taxon.species,
    hybrid_alt_species: taxon.hybridAltSpecies,
    subspecies: taxon.subspecies,
    variety: taxon.variety,
    cultivar: taxon.cultivar,
    hybrid_x: taxon.hybridX ? 1 : 0,
    name_concat: taxon.nameConcat,
  };
}

/** GET /api/tree/featured-tree/{region}: an array whose first item is the tree (empty: none). */
export function presentFeaturedTree(tree: Tree | null, photos: Photo[]) {
  if (!tree) return [];
  return [
    {
      tree_id: tree.id,
      link: photos[0]?.link ?? null,
      common: tree.commonName,
      name_concat: tree.scientificName,
      memo: tree.memo,
    },
  ];
}

export function presentQuote(quote: FeaturedQuote | null) {
  return quote ? { quote: quote.quote, author: quote.author } : { quote: null, author: null };
}

const range = (low: number | null, high: number | null) => ({ low, high });

const presentRedirect = (to: Tree | null) =>
  to ? { redirectTreeId: to.id, redirectTreeName: to.scientificName } : null;

/** The JSON of each kept detail answer (services/trees.service.ts keeps one object per catalogue version). */
const detailJson = new WeakMap<TreeDetail, string>();

/** presentTreeDetail as JSON text, made once per detail answer. */
export function presentTreeDetailJson(detail: TreeDetail): string {
  let json = detailJson.get(detail);
  if (json === undefined) {
    json = JSON.stringify(presentTreeDetail(detail));
    detailJson.set(detail, json);
  }
  return json;
}

/** GET /api/tree/detail/{id}: the tree detail of the spec (§3). */
export function presentTreeDetail(detail: TreeDetail) {
  const { tree } = detail;
  return {
    treeId: tree.id,
    published: tree.published,
    pacificIsland: tree.pacificIsland,
    scientificName: tree.scientificName,
    slug: tree.slug, // issue 26.5: the tree's address, /tree/{slug}
    commonName: tree.commonName,
    familyName: tree.family,
    genus: detail.genus,
    otherCommonNames: detail.otherCommonNames,
    genericNames: detail.genericNames,
    synonyms: detail.synonyms.map((taxon) => ({ name_concat: taxon.nameConcat })),
    redirectTree: presentRedirect(detail.redirectTree),
    champ_count: null,
    images: detail.photos.map((photo) => ({
      link: photo.link,
      credit: photo.credit,
      photo_link_id: photo.id,
      sequence: photo.sequence,
      licence: photo.licence,
    })),
    externalResourceList: detail.externalResources,
    // Issue 23.5: the sections an editor marked reviewed ("Reviewed on {date}").
    reviews: detail.reviews.map((review) => ({ section: review.section, reviewed_at: review.reviewedAt })),
    generalInfo: {
      memo: tree.memo,
      native_range: tree.nativeRange,
      california_native: tree.californiaNative,
      hi_native: isHawaiiNative(tree),
      potentialInvasiveness: {
        pi_invasive: tree.piInvasive,
        ca_invasive: tree.caInvasive,
        invasive_text: tree.invasiveText,
      },
      landscapeApplication: tree.landscapeApplications,
      landscapeUse: tree.landscapeUses,
      ethnobotanical_info: tree.ethnobotanicalInfo,
      schoolyardUseNotes: tree.schoolyardUseNotes,
      photolocations: tree.photolocations,
    },
    siteConditions: {
      plantingArea: tree.plantingArea,
      waterUse: tree.waterUse,
      sunsetZones: tree.sunsetZones,
      usdaZones: tree.usdaZones,
      climateAdaptedRegions: tree.climateAdaptedRegions,
      soilTextures: tree.soilTextures,
      soil_ph_low: tree.soilPhLow,
      soil_ph_high: tree.soilPhHigh,
      saltTolerance: tree.saltsprayTolerance,
      salinityTolerance: tree.salinityTolerances,
      windResistance: tree.windResistance,
      schoolyard: tree.schoolyard,
      sunExposure: range(tree.exposureLow, tree.exposureHigh),
      shade_tolerant: tree.exposureLow === null ? null : tree.exposureLow <= 1,
    },
    considerations: {
      branchStrength: range(tree.branchStrengthLow, tree.branchStrengthHigh),
      rootDamagePotential: tree.rootDamagePotential,
      healthHazards: tree.healthHazards,
      biogenicEmissions: tree.biogenicEmissions,
      attractsWildlife: tree.attractsWildlife,
      deerPalatable: tree.deerPalatable,
      diseaseResistant: tree.diseaseResistant,
      diseaseSusceptibility: tree.diseaseSusceptibility,
      pestResistant: tree.pestResistant,
      pestSusceptibility: tree.pestSusceptibility,
      utility_friendly: tree.utilityFriendly,
      planting_area: tree.plantingArea,
      app_lcant: tree.appLcant,
      app_grrating: tree.appGrrating,
      appraisal: tree.appraisal,
      appraisal_text: appraisalText(tree),
    },
    treeCharacteristics: {
      treeShape: tree.treeShapes,
      foliage_type: tree.foliageType,
      height: { height_low: tree.heightLow, height_high: tree.heightHigh },
      width: range(tree.widthLow, tree.widthHigh),
      growthRate: range(tree.growthRateLow, tree.growthRateHigh),
      leafForms: {
        leaf_arrangement: tree.leafArrangement,
        leaf_form: tree.leafForm,
        leaflet_shape: tree.leafletShape,
        foliage_fall_color: tree.foliageFallColor,
        foliage_growth_color: tree.foliageGrowthColors,
      },
      flowerSpecs: {
        sex: tree.sex,
        flower_showiness: tree.flowerShowiness,
        flower_color: tree.flowerColors,
        flower_time: tree.flowerTimes,
        fragrance: tree.fragrance,
      },
      fruits: {
        fruit_color: tree.fruitColor,
        fruit_type: tree.fruitType,
        fruit_value: tree.fruitValues,
        fruiting_time: tree.fruitingTimes,
        fruit_size: tree.fruitSize,
      },
      bark: { bark_color: tree.barkColor, bark_texture: tree.barkTextures },
      litterType: tree.litterTypes,
    },
  };
}
