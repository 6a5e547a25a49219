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
  type LengthDisplay,
  listText,
  plantingAreaText,
  rangeLabel,
  soilPhLabel,
  waterUseLabel,
  yesNo,
} from '@/lib/catalogue-labels';
import 'virtual:icu-messages/tree';
import type { MessageKey } from '@/i18n/i18n';
import type { GlossaryKey } from './links';

export type TreeDetail = NonNullable<TreeDetailQuery['tree']>;

/** One label and its value on a card. A null value reads "no data". Labels and titles are message keys. */
export type DetailField = {
  /** Stable key for React and tests. */
  key: string;
  /** Its label, a message of the `tree` namespace. */
  label: MessageKey;
  value: string | null;
  /** The value is rich text (rendered only through the sanitiser). */
  html?: boolean;
  /** The label links to this glossary entry. */
  glossary?: GlossaryKey;
};

/** A titled group of fields inside a card ("Flowers", "Fruit" or "Cones"). */
export type DetailGroup = { key: string; title?: MessageKey; fields: DetailField[] };

export type DetailCard = { key: string; title: MessageKey; groups: DetailGroup[] };

const field = (
  key: string,
  label: MessageKey,
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
    field('memo', 'tree.field.description', richText(tree.memo), { html: true }),
    field('nativeRange', 'tree.field.nativeRange', tree.nativeRange),
    field('californiaNative', 'tree.field.californiaNative', yesNo(tree.californiaNative)),
    field('hiNative', 'tree.field.hawaiiNative', yesNo(tree.hiNative)),
    field('caInvasive', 'tree.field.invasiveInCalifornia', yesNo(tree.caInvasive)),
    field('piInvasive', 'tree.field.invasiveInThePacificIslands', yesNo(tree.piInvasive)),
  ];
  if (invasive || richText(tree.invasiveText)) {
    fields.push(field('invasiveText', 'tree.field.invasiveNotes', richText(tree.invasiveText), { html: true }));
  }
  fields.push(
    field('landscapeApplications', 'tree.field.landscapeApplication', listText(tree.landscapeApplications)),
    field('landscapeUses', 'tree.field.landscapeUse', listText(tree.landscapeUses)),
    field('climateAdaptedRegions', 'tree.field.climateAdaptedRegions', climateAdaptedText(tree.climateAdaptedRegions)),
    field('ethnobotanicalInfo', 'tree.field.ethnobotanicalInformation', richText(tree.ethnobotanicalInfo), {
      html: true,
    }),
  );
  if (tree.schoolyard === true || richText(tree.schoolyardUseNotes)) {
    fields.push(
      field('schoolyardUseNotes', 'tree.field.schoolyardUseNotes', richText(tree.schoolyardUseNotes), { html: true }),
    );
  }
  fields.push(field('photolocations', 'tree.field.photoLocations', listText(tree.photolocations)));
  return { key: 'general', title: 'tree.card.generalInformation', groups: [{ key: 'general', fields }] };
}

export function siteConditions(tree: TreeDetail, display?: LengthDisplay): DetailCard {
  return {
    key: 'site',
    title: 'tree.card.siteConditions',
    groups: [
      {
        key: 'site',
        fields: [
          field('usdaZones', 'tree.field.usdaHardinessZones', formatZones(tree.usdaZones), { glossary: 'usdaZones' }),
          field('sunsetZones', 'tree.field.sunsetClimateZones', formatZones(tree.sunsetZones), {
            glossary: 'sunsetZones',
          }),
          field('waterUse', 'tree.field.waterUse', waterUseLabel(tree.waterUse), { glossary: 'waterUse' }),
          field(
            'exposure',
            'tree.field.sunExposure',
            rangeLabel(exposureLabel(tree.exposureLow), exposureLabel(tree.exposureHigh)),
          ),
          field('plantingArea', 'tree.field.plantingArea', plantingAreaText(tree.plantingArea, display)),
          field('soilTextures', 'tree.field.soilTexture', listText(tree.soilTextures)),
          field('soilPh', 'tree.field.soilPh', rangeLabel(soilPhLabel(tree.soilPhLow), soilPhLabel(tree.soilPhHigh))),
          field('salinityTolerances', 'tree.field.soilSalinityTolerance', listText(tree.salinityTolerances)),
          field('saltsprayTolerance', 'tree.field.saltSprayTolerance', tree.saltsprayTolerance),
          field('windResistance', 'tree.field.windResistance', tree.windResistance),
          field('schoolyard', 'tree.field.suitableForSchoolyards', yesNo(tree.schoolyard)),
        ],
      },
    ],
  };
}

/** Fruit, or cones for a conifer. */
function fruitGroup(tree: TreeDetail, conifer: boolean): DetailGroup {
  return {
    key: 'fruit',
    title: conifer ? 'tree.card.cones' : 'tree.card.fruit',
    fields: [
      field('fruitType', conifer ? 'tree.field.coneType' : 'tree.field.fruitType', tree.fruitType),
      field('fruitSize', conifer ? 'tree.field.coneSize' : 'tree.field.fruitSize', tree.fruitSize),
      field('fruitColor', conifer ? 'tree.field.coneColor' : 'tree.field.fruitColor', tree.fruitColor),
      field('fruitValues', conifer ? 'tree.field.coneValue' : 'tree.field.fruitValue', listText(tree.fruitValues)),
      field('fruitingTimes', conifer ? 'tree.field.coneTime' : 'tree.field.fruitingTime', listText(tree.fruitingTimes)),
    ],
  };
}

export function treeCharacteristics(tree: TreeDetail, display?: LengthDisplay): DetailCard {
  const conifer = isConifer(tree.family);
  return {
    key: 'characteristics',
    title: 'tree.card.treeCharacteristics',
    groups: [
      {
        key: 'form',
        fields: [
          field('treeShapes', 'tree.field.treeShape', listText(tree.treeShapes)),
          field('height', 'tree.field.height', feetRange(tree.heightLow, tree.heightHigh, display)),
          field('width', 'tree.field.width', feetRange(tree.widthLow, tree.widthHigh, display), { glossary: 'width' }),
          field(
            'growthRate',
            'tree.field.growthRate',
            growthRateText(tree.growthRateLow, tree.growthRateHigh, display),
          ),
          field('foliageType', 'tree.field.foliageType', foliageTypeLabel(tree.foliageType)),
          field('litterTypes', 'tree.field.litter', listText(tree.litterTypes), { glossary: 'litter' }),
        ],
      },
      {
        key: 'foliage',
        title: 'tree.card.leaves',
        fields: [
          field('leafForm', 'tree.field.leafForm', tree.leafForm),
          field('leafArrangement', 'tree.field.leafArrangement', tree.leafArrangement),
          field('leafletShape', 'tree.field.leafOrLeafletShape', tree.leafletShape),
          field('foliageGrowthColors', 'tree.field.foliageColor', listText(tree.foliageGrowthColors)),
          field('foliageFallColor', 'tree.field.fallColor', yesNo(tree.foliageFallColor)),
        ],
      },
      {
        key: 'flowers',
        title: 'tree.card.flowers',
        fields: [
          field('sex', 'tree.field.flowerType', tree.sex),
          field('flowerShowiness', 'tree.field.showiness', tree.flowerShowiness),
          field('flowerColors', 'tree.field.flowerColor', listText(tree.flowerColors)),
          field('flowerTimes', conifer ? 'tree.field.pollenTime' : 'tree.field.flowerTime', listText(tree.flowerTimes)),
          field('fragrance', 'tree.field.fragrance', yesNo(tree.fragrance)),
        ],
      },
      fruitGroup(tree, conifer),
      {
        key: 'bark',
        title: 'tree.card.bark',
        fields: [
          field('barkColor', 'tree.field.barkColor', tree.barkColor),
          field('barkTextures', 'tree.field.barkTexture', listText(tree.barkTextures)),
        ],
      },
    ],
  };
}

export function considerations(tree: TreeDetail): DetailCard {
  const fields: DetailField[] = [
    field(
      'branchStrength',
      'tree.field.branchStrength',
      rangeLabel(branchStrengthLabel(tree.branchStrengthLow), branchStrengthLabel(tree.branchStrengthHigh)),
      { glossary: 'branchStrength' },
    ),
    field('rootDamagePotential', 'tree.field.rootDamagePotential', tree.rootDamagePotential, {
      glossary: 'rootDamagePotential',
    }),
    field('biogenicEmissions', 'tree.field.biogenicEmissions', tree.biogenicEmissions, {
      glossary: 'biogenicEmissions',
    }),
    field('healthHazards', 'tree.field.healthHazards', listText(tree.healthHazards)),
    field('utilityFriendly', 'tree.field.utilityFriendly', yesNo(tree.utilityFriendly)),
    field('attractsWildlife', 'tree.field.attractsWildlife', listText(tree.attractsWildlife)),
    field('deerPalatable', 'tree.field.deerPalatable', yesNo(tree.deerPalatable)),
    field('pestResistant', 'tree.field.pestResistant', listText(tree.pestResistant)),
    field('pestSusceptibility', 'tree.field.pestSusceptibility', listText(tree.pestSusceptibility)),
    field('diseaseResistant', 'tree.field.diseaseResistant', listText(tree.diseaseResistant)),
    field('diseaseSusceptibility', 'tree.field.diseaseSusceptibility', listText(tree.diseaseSusceptibility)),
  ];
  const appraisal: DetailField[] = [field('appraisal', 'tree.field.appraised', yesNo(tree.appraisal))];
  if (tree.appraisal === true) {
    appraisal.push(
      field('appGrrating', 'tree.field.speciesGroupRating', tree.appGrrating),
      field('appLcant', 'tree.field.largestCommonlyAvailableNurseryTree', tree.appLcant),
      field('appraisalText', 'tree.field.appraisalNote', tree.appraisalText ?? null),
    );
  }
  return {
    key: 'considerations',
    title: 'tree.card.considerations',
    groups: [
      { key: 'considerations', fields },
      { key: 'appraisal', title: 'tree.card.appraisal', fields: appraisal },
    ],
  };
}

/** The information cards, in page order. */
export function detailCards(tree: TreeDetail, display?: LengthDisplay): DetailCard[] {
  return [
    generalInformation(tree),
    treeCharacteristics(tree, display),
    siteConditions(tree, display),
    considerations(tree),
  ];
}

/** The facts of the wide-screen "At a glance" section. */
export function glanceFields(tree: TreeDetail, display?: LengthDisplay): DetailField[] {
  return [
    field('height', 'tree.field.height', feetRange(tree.heightLow, tree.heightHigh, display)),
    field('width', 'tree.field.width', feetRange(tree.widthLow, tree.widthHigh, display)),
    field('growthRate', 'tree.field.growthRate', growthRateText(tree.growthRateLow, tree.growthRateHigh, display)),
    field('foliageType', 'tree.field.foliage', foliageTypeLabel(tree.foliageType)),
    field('waterUse', 'tree.field.waterUse', waterUseLabel(tree.waterUse)),
    field('exposure', 'tree.field.sun', rangeLabel(exposureLabel(tree.exposureLow), exposureLabel(tree.exposureHigh))),
    field('usdaZones', 'tree.field.usdaZones', formatZones(tree.usdaZones)),
    field('sunsetZones', 'tree.field.sunsetZones', formatZones(tree.sunsetZones)),
  ];
}
