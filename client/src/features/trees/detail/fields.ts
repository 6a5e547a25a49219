import type { TreeDetailQuery } from '@/features/trees/detail/generated/graphql';
import {
  branchStrengthLabel,
  climateAdaptedText,
  exposureLabel,
  feetRange,
  foliageTypeLabel,
  formatZones,
  growthRateText,
  isConifer,
  listText,
  plantingAreaText,
  rangeLabel,
  soilPhLabel,
  waterUseLabel,
  yesNo,
} from '@/lib/catalogue-labels';
import type { GlossaryKey } from './links';

export type TreeDetail = NonNullable<TreeDetailQuery['tree']>;

/** One label and its value on a card. A null value reads "no data". */
export type DetailField = {
  /** Stable key for React and tests. */
  key: string;
  label: string;
  value: string | null;
  /** The value is rich text (rendered only through the sanitiser). */
  html?: boolean;
  /** The label links to this glossary entry. */
  glossary?: GlossaryKey;
};

/** A titled group of fields inside a card ("Flowers", "Fruit" or "Cones"). */
export type DetailGroup = { key: string; title?: string; fields: DetailField[] };

export type DetailCard = { key: string; title: string; groups: DetailGroup[] };

const field = (
  key: string,
  label: string,
  value: string | null | undefined,
  extra: Pick<DetailField, 'html' | 'glossary'> = {},
): DetailField => ({
  key,
  label,
  value: value === undefined || value === null || value.trim() === '' ? null : value,
  ...extra,
});

/** Rich text that is only markup without words (e.g. `<p></p>`) is no data too. */
const richText = (html: string | null | undefined) =>
  html &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim()
    ? html
    : null;

export function generalInformation(tree: TreeDetail): DetailCard {
  const invasive = tree.caInvasive === true || tree.piInvasive === true;
  const fields: DetailField[] = [
    field('memo', 'Description', richText(tree.memo), { html: true }),
    field('nativeRange', 'Native range', tree.nativeRange),
    field('californiaNative', 'California native', yesNo(tree.californiaNative)),
    field('hiNative', 'Hawaii native', yesNo(tree.hiNative)),
    field('caInvasive', 'Invasive in California', yesNo(tree.caInvasive)),
    field('piInvasive', 'Invasive in the Pacific Islands', yesNo(tree.piInvasive)),
  ];
  if (invasive || richText(tree.invasiveText)) {
    fields.push(field('invasiveText', 'Invasive notes', richText(tree.invasiveText), { html: true }));
  }
  fields.push(
    field('landscapeApplications', 'Landscape application', listText(tree.landscapeApplications)),
    field('landscapeUses', 'Landscape use', listText(tree.landscapeUses)),
    field('climateAdaptedRegions', 'Climate-adapted regions', climateAdaptedText(tree.climateAdaptedRegions)),
    field('ethnobotanicalInfo', 'Ethnobotanical information', richText(tree.ethnobotanicalInfo), { html: true }),
  );
  if (tree.schoolyard === true || richText(tree.schoolyardUseNotes)) {
    fields.push(field('schoolyardUseNotes', 'Schoolyard use notes', richText(tree.schoolyardUseNotes), { html: true }));
  }
  fields.push(field('photolocations', 'Photo locations', listText(tree.photolocations)));
  return { key: 'general', title: 'General information', groups: [{ key: 'general', fields }] };
}

export function siteConditions(tree: TreeDetail): DetailCard {
  return {
    key: 'site',
    title: 'Site conditions',
    groups: [
      {
        key: 'site',
        fields: [
          field('usdaZones', 'USDA hardiness zones', formatZones(tree.usdaZones), { glossary: 'usdaZones' }),
          field('sunsetZones', 'Sunset climate zones', formatZones(tree.sunsetZones), { glossary: 'sunsetZones' }),
          field('waterUse', 'Water use', waterUseLabel(tree.waterUse), { glossary: 'waterUse' }),
          field(
            'exposure',
            'Sun exposure',
            rangeLabel(exposureLabel(tree.exposureLow), exposureLabel(tree.exposureHigh)),
          ),
          field('plantingArea', 'Planting area', plantingAreaText(tree.plantingArea)),
          field('soilTextures', 'Soil texture', listText(tree.soilTextures)),
          field('soilPh', 'Soil pH', rangeLabel(soilPhLabel(tree.soilPhLow), soilPhLabel(tree.soilPhHigh))),
          field('salinityTolerances', 'Soil salinity tolerance', listText(tree.salinityTolerances)),
          field('saltsprayTolerance', 'Salt spray tolerance', tree.saltsprayTolerance),
          field('windResistance', 'Wind resistance', tree.windResistance),
          field('schoolyard', 'Suitable for schoolyards', yesNo(tree.schoolyard)),
        ],
      },
    ],
  };
}

export function treeCharacteristics(tree: TreeDetail): DetailCard {
  const conifer = isConifer(tree.family);
  const fruit = conifer ? 'Cone' : 'Fruit';
  return {
    key: 'characteristics',
    title: 'Tree characteristics',
    groups: [
      {
        key: 'form',
        fields: [
          field('treeShapes', 'Tree shape', listText(tree.treeShapes)),
          field('height', 'Height', feetRange(tree.heightLow, tree.heightHigh)),
          field('width', 'Width', feetRange(tree.widthLow, tree.widthHigh), { glossary: 'width' }),
          field('growthRate', 'Growth rate', growthRateText(tree.growthRateLow, tree.growthRateHigh)),
          field('foliageType', 'Foliage type', foliageTypeLabel(tree.foliageType)),
          field('litterTypes', 'Litter', listText(tree.litterTypes), { glossary: 'litter' }),
        ],
      },
      {
        key: 'foliage',
        title: 'Leaves',
        fields: [
          field('leafForm', 'Leaf form', tree.leafForm),
          field('leafArrangement', 'Leaf arrangement', tree.leafArrangement),
          field('leafletShape', 'Leaf or leaflet shape', tree.leafletShape),
          field('foliageGrowthColors', 'Foliage color', listText(tree.foliageGrowthColors)),
          field('foliageFallColor', 'Fall color', yesNo(tree.foliageFallColor)),
        ],
      },
      {
        key: 'flowers',
        title: 'Flowers',
        fields: [
          field('sex', 'Flower type', tree.sex),
          field('flowerShowiness', 'Showiness', tree.flowerShowiness),
          field('flowerColors', 'Flower color', listText(tree.flowerColors)),
          field('flowerTimes', conifer ? 'Pollen time' : 'Flower time', listText(tree.flowerTimes)),
          field('fragrance', 'Fragrance', yesNo(tree.fragrance)),
        ],
      },
      {
        key: 'fruit',
        title: conifer ? 'Cones' : 'Fruit',
        fields: [
          field('fruitType', `${fruit} type`, tree.fruitType),
          field('fruitSize', `${fruit} size`, tree.fruitSize),
          field('fruitColor', `${fruit} color`, tree.fruitColor),
          field('fruitValues', `${fruit} value`, listText(tree.fruitValues)),
          field('fruitingTimes', conifer ? 'Cone time' : 'Fruiting time', listText(tree.fruitingTimes)),
        ],
      },
      {
        key: 'bark',
        title: 'Bark',
        fields: [
          field('barkColor', 'Bark color', tree.barkColor),
          field('barkTextures', 'Bark texture', listText(tree.barkTextures)),
        ],
      },
    ],
  };
}

export function considerations(tree: TreeDetail): DetailCard {
  const fields: DetailField[] = [
    field(
      'branchStrength',
      'Branch strength',
      rangeLabel(branchStrengthLabel(tree.branchStrengthLow), branchStrengthLabel(tree.branchStrengthHigh)),
      { glossary: 'branchStrength' },
    ),
    field('rootDamagePotential', 'Root damage potential', tree.rootDamagePotential, {
      glossary: 'rootDamagePotential',
    }),
    field('biogenicEmissions', 'Biogenic emissions', tree.biogenicEmissions, { glossary: 'biogenicEmissions' }),
    field('healthHazards', 'Health hazards', listText(tree.healthHazards)),
    field('utilityFriendly', 'Utility friendly', yesNo(tree.utilityFriendly)),
    field('attractsWildlife', 'Attracts wildlife', listText(tree.attractsWildlife)),
    field('deerPalatable', 'Deer palatable', yesNo(tree.deerPalatable)),
    field('pestResistant', 'Pest resistant', listText(tree.pestResistant)),
    field('pestSusceptibility', 'Pest susceptibility', listText(tree.pestSusceptibility)),
    field('diseaseResistant', 'Disease resistant', listText(tree.diseaseResistant)),
    field('diseaseSusceptibility', 'Disease susceptibility', listText(tree.diseaseSusceptibility)),
  ];
  const appraisal: DetailField[] = [field('appraisal', 'Appraised', yesNo(tree.appraisal))];
  if (tree.appraisal === true) {
    appraisal.push(
      field('appGrrating', 'Species group rating', tree.appGrrating),
      field('appLcant', 'Largest commonly available nursery tree', tree.appLcant),
      field('appraisalText', 'Appraisal note', tree.appraisalText ?? null),
    );
  }
  return {
    key: 'considerations',
    title: 'Considerations',
    groups: [
      { key: 'considerations', fields },
      { key: 'appraisal', title: 'Appraisal', fields: appraisal },
    ],
  };
}

/** The information cards, in page order. */
export function detailCards(tree: TreeDetail): DetailCard[] {
  return [generalInformation(tree), treeCharacteristics(tree), siteConditions(tree), considerations(tree)];
}

/** The facts of the wide-screen "At a glance" section. */
export function glanceFields(tree: TreeDetail): DetailField[] {
  return [
    field('height', 'Height', feetRange(tree.heightLow, tree.heightHigh)),
    field('width', 'Width', feetRange(tree.widthLow, tree.widthHigh)),
    field('growthRate', 'Growth rate', growthRateText(tree.growthRateLow, tree.growthRateHigh)),
    field('foliageType', 'Foliage', foliageTypeLabel(tree.foliageType)),
    field('waterUse', 'Water use', waterUseLabel(tree.waterUse)),
    field('exposure', 'Sun', rangeLabel(exposureLabel(tree.exposureLow), exposureLabel(tree.exposureHigh))),
    field('usdaZones', 'USDA zones', formatZones(tree.usdaZones)),
    field('sunsetZones', 'Sunset zones', formatZones(tree.sunsetZones)),
  ];
}
