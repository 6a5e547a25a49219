import type { TreeDetailQuery } from '@/features/trees/detail/generated/graphql';
import {
  branchStrengthLabel,
  CLIMATE_ADAPTED_REGION_LABELS,
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
import type { TermValue } from '@/lib/term-label';
import type { GlossaryKey } from './links';

export type TreeDetail = NonNullable<TreeDetailQuery['tree']>;

/** One label and its value on a card. A null value reads "no data". Labels and titles are message keys. */
export type DetailField = {
  /** Stable key for React and tests. */
  key: string;
  /** Its label, a message of the `tree` namespace. */
  label: MessageKey;
  value: string | null;
  /** The value is rich text: HTML the server sanitised (components/ui/safe-html.tsx). */
  html?: boolean;
  /** The label links to this glossary entry. */
  glossary?: GlossaryKey;
  /** The value's terms, shown in the page's language (`value` is their English text). */
  terms?: TermValue;
};

/** A titled group of fields inside a card ("Flowers", "Fruit" or "Cones"). */
export type DetailGroup = { key: string; title?: MessageKey; fields: DetailField[] };

export type DetailCard = { key: string; title: MessageKey; groups: DetailGroup[] };

const field = (
  key: string,
  label: MessageKey,
  value: string | null | undefined,
  extra: Pick<DetailField, 'html' | 'glossary' | 'terms'> = {},
): DetailField => ({
  key,
  label,
  value: value === undefined || value === null || value.trim() === '' ? null : value,
  ...extra,
});

/** A value of terms (a list, one term, or a low/high range): its English text and the terms. */
const termsField = (
  key: string,
  label: MessageKey,
  terms: TermValue,
  extra: Pick<DetailField, 'glossary'> = {},
): DetailField =>
  field(
    key,
    label,
    'list' in terms ? listText(terms.list.map((term) => term ?? '')) : rangeLabel(terms.low, terms.high),
    {
      ...extra,
      terms,
    },
  );
const list = (vocabulary: TermValue['vocabulary'], terms: readonly (string | null | undefined)[] | null | undefined) =>
  ({ vocabulary, list: terms ?? [] }) as const;
const range = (vocabulary: TermValue['vocabulary'], low: string | null, high: string | null) =>
  ({ vocabulary, low, high }) as const;

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
    termsField('californiaNative', 'tree.field.californiaNative', list('yesNo', [yesNo(tree.californiaNative)])),
    termsField('hiNative', 'tree.field.hawaiiNative', list('yesNo', [yesNo(tree.hiNative)])),
    termsField('caInvasive', 'tree.field.invasiveInCalifornia', list('yesNo', [yesNo(tree.caInvasive)])),
    termsField('piInvasive', 'tree.field.invasiveInThePacificIslands', list('yesNo', [yesNo(tree.piInvasive)])),
  ];
  if (invasive || richText(tree.invasiveText)) {
    fields.push(field('invasiveText', 'tree.field.invasiveNotes', richText(tree.invasiveText), { html: true }));
  }
  fields.push(
    field('landscapeApplications', 'tree.field.landscapeApplication', listText(tree.landscapeApplications)),
    termsField('landscapeUses', 'tree.field.landscapeUse', list('landscapeUses', tree.landscapeUses)),
    termsField(
      'climateAdaptedRegions',
      'tree.field.climateAdaptedRegions',
      list(
        'climateRegions',
        tree.climateAdaptedRegions.map((slug) => CLIMATE_ADAPTED_REGION_LABELS[slug] ?? slug),
      ),
    ),
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
          termsField('waterUse', 'tree.field.waterUse', list('waterUse', [waterUseLabel(tree.waterUse)]), {
            glossary: 'waterUse',
          }),
          termsField(
            'exposure',
            'tree.field.sunExposure',
            range('exposures', exposureLabel(tree.exposureLow), exposureLabel(tree.exposureHigh)),
          ),
          field('plantingArea', 'tree.field.plantingArea', plantingAreaText(tree.plantingArea, display)),
          termsField('soilTextures', 'tree.field.soilTexture', list('soilTextures', tree.soilTextures)),
          termsField(
            'soilPh',
            'tree.field.soilPh',
            range('soilPh', soilPhLabel(tree.soilPhLow), soilPhLabel(tree.soilPhHigh)),
          ),
          termsField(
            'salinityTolerances',
            'tree.field.soilSalinityTolerance',
            list('salinityTolerances', tree.salinityTolerances),
          ),
          termsField('saltsprayTolerance', 'tree.field.saltSprayTolerance', list('levels', [tree.saltsprayTolerance])),
          termsField('windResistance', 'tree.field.windResistance', list('windResistances', [tree.windResistance])),
          termsField('schoolyard', 'tree.field.suitableForSchoolyards', list('yesNo', [yesNo(tree.schoolyard)])),
        ],
      },
    ],
  };
}

/** Flowers, with 'Pollen time' for a conifer. */
function flowerGroup(tree: TreeDetail, conifer: boolean): DetailGroup {
  return {
    key: 'flowers',
    title: 'tree.card.flowers',
    fields: [
      termsField('sex', 'tree.field.flowerType', list('flowerSexes', [tree.sex])),
      termsField('flowerShowiness', 'tree.field.showiness', list('flowerShowiness', [tree.flowerShowiness])),
      termsField('flowerColors', 'tree.field.flowerColor', list('flowerColors', tree.flowerColors)),
      termsField(
        'flowerTimes',
        conifer ? 'tree.field.pollenTime' : 'tree.field.flowerTime',
        list('flowerTimes', tree.flowerTimes),
      ),
      termsField('fragrance', 'tree.field.fragrance', list('yesNo', [yesNo(tree.fragrance)])),
    ],
  };
}

/** Fruit, or cones for a conifer. */
function fruitGroup(tree: TreeDetail, conifer: boolean): DetailGroup {
  return {
    key: 'fruit',
    title: conifer ? 'tree.card.cones' : 'tree.card.fruit',
    fields: [
      termsField(
        'fruitType',
        conifer ? 'tree.field.coneType' : 'tree.field.fruitType',
        list('fruitType', [tree.fruitType]),
      ),
      termsField(
        'fruitSize',
        conifer ? 'tree.field.coneSize' : 'tree.field.fruitSize',
        list('fruitSize', [tree.fruitSize]),
      ),
      field('fruitColor', conifer ? 'tree.field.coneColor' : 'tree.field.fruitColor', tree.fruitColor),
      termsField(
        'fruitValues',
        conifer ? 'tree.field.coneValue' : 'tree.field.fruitValue',
        list('fruitValues', tree.fruitValues),
      ),
      termsField(
        'fruitingTimes',
        conifer ? 'tree.field.coneTime' : 'tree.field.fruitingTime',
        list('fruitingTimes', tree.fruitingTimes),
      ),
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
          termsField('treeShapes', 'tree.field.treeShape', list('treeShapes', tree.treeShapes)),
          field('height', 'tree.field.height', feetRange(tree.heightLow, tree.heightHigh, display)),
          field('width', 'tree.field.width', feetRange(tree.widthLow, tree.widthHigh, display), { glossary: 'width' }),
          field(
            'growthRate',
            'tree.field.growthRate',
            growthRateText(tree.growthRateLow, tree.growthRateHigh, display),
          ),
          termsField(
            'foliageType',
            'tree.field.foliageType',
            list('foliageTypes', [foliageTypeLabel(tree.foliageType)]),
          ),
          termsField('litterTypes', 'tree.field.litter', list('litterTypes', tree.litterTypes), { glossary: 'litter' }),
        ],
      },
      {
        key: 'foliage',
        title: 'tree.card.leaves',
        fields: [
          termsField('leafForm', 'tree.field.leafForm', list('leafForm', [tree.leafForm])),
          termsField('leafArrangement', 'tree.field.leafArrangement', list('leafArrangement', [tree.leafArrangement])),
          termsField('leafletShape', 'tree.field.leafOrLeafletShape', list('leafletShape', [tree.leafletShape])),
          termsField(
            'foliageGrowthColors',
            'tree.field.foliageColor',
            list('foliageGrowthColors', tree.foliageGrowthColors),
          ),
          termsField('foliageFallColor', 'tree.field.fallColor', list('yesNo', [yesNo(tree.foliageFallColor)])),
        ],
      },
      flowerGroup(tree, conifer),
      fruitGroup(tree, conifer),
      {
        key: 'bark',
        title: 'tree.card.bark',
        fields: [
          field('barkColor', 'tree.field.barkColor', tree.barkColor),
          termsField('barkTextures', 'tree.field.barkTexture', list('barkTextures', tree.barkTextures)),
        ],
      },
    ],
  };
}

export function considerations(tree: TreeDetail): DetailCard {
  const fields: DetailField[] = [
    termsField(
      'branchStrength',
      'tree.field.branchStrength',
      range(
        'branchStrength',
        branchStrengthLabel(tree.branchStrengthLow),
        branchStrengthLabel(tree.branchStrengthHigh),
      ),
      { glossary: 'branchStrength' },
    ),
    termsField('rootDamagePotential', 'tree.field.rootDamagePotential', list('levels', [tree.rootDamagePotential]), {
      glossary: 'rootDamagePotential',
    }),
    termsField('biogenicEmissions', 'tree.field.biogenicEmissions', list('levels', [tree.biogenicEmissions]), {
      glossary: 'biogenicEmissions',
    }),
    termsField('healthHazards', 'tree.field.healthHazards', list('healthHazards', tree.healthHazards)),
    termsField('utilityFriendly', 'tree.field.utilityFriendly', list('yesNo', [yesNo(tree.utilityFriendly)])),
    termsField('attractsWildlife', 'tree.field.attractsWildlife', list('attractsWildlife', tree.attractsWildlife)),
    termsField('deerPalatable', 'tree.field.deerPalatable', list('yesNo', [yesNo(tree.deerPalatable)])),
    field('pestResistant', 'tree.field.pestResistant', listText(tree.pestResistant)),
    field('pestSusceptibility', 'tree.field.pestSusceptibility', listText(tree.pestSusceptibility)),
    field('diseaseResistant', 'tree.field.diseaseResistant', listText(tree.diseaseResistant)),
    field('diseaseSusceptibility', 'tree.field.diseaseSusceptibility', listText(tree.diseaseSusceptibility)),
  ];
  const appraisal: DetailField[] = [
    termsField('appraisal', 'tree.field.appraised', list('yesNo', [yesNo(tree.appraisal)])),
  ];
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
    termsField('foliageType', 'tree.field.foliage', list('foliageTypes', [foliageTypeLabel(tree.foliageType)])),
    termsField('waterUse', 'tree.field.waterUse', list('waterUse', [waterUseLabel(tree.waterUse)])),
    termsField(
      'exposure',
      'tree.field.sun',
      range('exposures', exposureLabel(tree.exposureLow), exposureLabel(tree.exposureHigh)),
    ),
    field('usdaZones', 'tree.field.usdaZones', formatZones(tree.usdaZones)),
    field('sunsetZones', 'tree.field.sunsetZones', formatZones(tree.sunsetZones)),
  ];
}
