import {
  branchStrengthLabel,
  exposureLabel,
  feetRange,
  foliageTypeLabel,
  formatZones,
  growthRateText,
  type LengthDisplay,
  listText,
  NO_DATA,
  plantingAreaText,
  soilPhLabel,
  titleCase,
  waterUseLabel,
  yesNo,
} from '@/lib/catalogue-labels';
import type { CompareTree } from './hooks/use-compare-trees';
import 'virtual:icu-messages/comparePage';
import { translatorFor, type MessageKey, type Translate } from '@/i18n/i18n';
import { termValueText, type TermValue } from '@/lib/term-label';

/** One compared characteristic: its label, each tree's value (null = no data), and whether they differ. */
export type CompareRow = { key: string; label: string; values: (string | null)[]; differs: boolean };
export type CompareSection = { key: string; title: string; rows: CompareRow[] };

/** A row's value: text, or terms shown in the page's language (lib/term-label.ts). */
type Value = (tree: CompareTree, display?: LengthDisplay) => string | null | TermValue;
const list = (vocabulary: TermValue['vocabulary'], terms: readonly (string | null | undefined)[] | null | undefined) =>
  ({ vocabulary, list: terms ?? [] }) as const;

const sections: { key: string; title: MessageKey; rows: { key: string; label: MessageKey; value: Value }[] }[] = [
  {
    key: 'names',
    title: 'comparePage.section.names',
    rows: [
      {
        key: 'commonName',
        label: 'comparePage.row.commonName',
        value: (t) => (t.commonName ? titleCase(t.commonName) : null),
      },
      { key: 'family', label: 'comparePage.row.family', value: (t) => t.family },
    ],
  },
  {
    key: 'size',
    title: 'comparePage.section.size',
    rows: [
      { key: 'height', label: 'comparePage.row.height', value: (t, d) => feetRange(t.heightLow, t.heightHigh, d) },
      { key: 'width', label: 'comparePage.row.width', value: (t, d) => feetRange(t.widthLow, t.widthHigh, d) },
      { key: 'treeShapes', label: 'comparePage.row.treeShapes', value: (t) => list('treeShapes', t.treeShapes) },
      {
        key: 'foliageType',
        label: 'comparePage.row.foliageType',
        value: (t) => list('foliageTypes', [foliageTypeLabel(t.foliageType)]),
      },
      {
        key: 'growthRate',
        label: 'comparePage.row.growthRate',
        value: (t, d) => growthRateText(t.growthRateLow, t.growthRateHigh, d),
      },
    ],
  },
  {
    key: 'climate',
    title: 'comparePage.section.climate',
    rows: [
      {
        key: 'waterUse',
        label: 'comparePage.row.waterUse',
        value: (t) => list('waterUse', [waterUseLabel(t.waterUse)]),
      },
      { key: 'usdaZones', label: 'comparePage.row.usdaZones', value: (t) => formatZones(t.usdaZones) },
      { key: 'sunsetZones', label: 'comparePage.row.sunsetZones', value: (t) => formatZones(t.sunsetZones) },
    ],
  },
  {
    key: 'site',
    title: 'comparePage.section.site',
    rows: [
      {
        key: 'exposure',
        label: 'comparePage.row.exposure',
        value: (t) => ({
          vocabulary: 'exposures',
          low: exposureLabel(t.exposureLow),
          high: exposureLabel(t.exposureHigh),
        }),
      },
      {
        key: 'plantingArea',
        label: 'comparePage.row.plantingArea',
        value: (t, d) => plantingAreaText(t.plantingArea, d),
      },
      {
        key: 'soilTextures',
        label: 'comparePage.row.soilTextures',
        value: (t) => list('soilTextures', t.soilTextures),
      },
      {
        key: 'soilPh',
        label: 'comparePage.row.soilPh',
        value: (t) => ({ vocabulary: 'soilPh', low: soilPhLabel(t.soilPhLow), high: soilPhLabel(t.soilPhHigh) }),
      },
      {
        key: 'salinity',
        label: 'comparePage.row.salinity',
        value: (t) => list('salinityTolerances', t.salinityTolerances),
      },
      { key: 'saltspray', label: 'comparePage.row.saltspray', value: (t) => list('levels', [t.saltsprayTolerance]) },
      { key: 'wind', label: 'comparePage.row.wind', value: (t) => list('windResistances', [t.windResistance]) },
    ],
  },
  {
    key: 'considerations',
    title: 'comparePage.section.considerations',
    rows: [
      {
        key: 'branchStrength',
        label: 'comparePage.row.branchStrength',
        value: (t) => ({
          vocabulary: 'branchStrength',
          low: branchStrengthLabel(t.branchStrengthLow),
          high: branchStrengthLabel(t.branchStrengthHigh),
        }),
      },
      { key: 'rootDamage', label: 'comparePage.row.rootDamage', value: (t) => list('levels', [t.rootDamagePotential]) },
      { key: 'biogenic', label: 'comparePage.row.biogenic', value: (t) => list('levels', [t.biogenicEmissions]) },
      { key: 'litter', label: 'comparePage.row.litter', value: (t) => list('litterTypes', t.litterTypes) },
      {
        key: 'healthHazards',
        label: 'comparePage.row.healthHazards',
        value: (t) => list('healthHazards', t.healthHazards),
      },
      {
        key: 'utilityFriendly',
        label: 'comparePage.row.utilityFriendly',
        value: (t) => list('yesNo', [yesNo(t.utilityFriendly)]),
      },
      {
        key: 'deerPalatable',
        label: 'comparePage.row.deerPalatable',
        value: (t) => list('yesNo', [yesNo(t.deerPalatable)]),
      },
      { key: 'pests', label: 'comparePage.row.pests', value: (t) => listText(t.pestSusceptibility) },
      { key: 'diseases', label: 'comparePage.row.diseases', value: (t) => listText(t.diseaseSusceptibility) },
      {
        key: 'californiaNative',
        label: 'comparePage.row.californiaNative',
        value: (t) => list('yesNo', [yesNo(t.californiaNative)]),
      },
      { key: 'caInvasive', label: 'comparePage.row.caInvasive', value: (t) => list('yesNo', [yesNo(t.caInvasive)]) },
    ],
  },
];

/**
 * The comparison table's sections, titles, labels and terms in `t`'s language (English by default), lengths in
 * `display`'s units (feet by default); a row differs when any two trees show different values.
 */
export function compareSections(
  trees: readonly CompareTree[],
  t: Translate = translatorFor('en'),
  display?: LengthDisplay,
): CompareSection[] {
  return sections.map((section) => ({
    key: section.key,
    title: t(section.title),
    rows: section.rows.map((row) => {
      const values = trees.map((tree) => {
        const shown = row.value(tree, display);
        const value = shown !== null && typeof shown === 'object' ? termValueText(t, shown) : shown;
        return value === null || value.trim() === '' ? null : value;
      });
      const differs = new Set(values.map((value) => value ?? NO_DATA)).size > 1;
      return { key: row.key, label: t(row.label), values, differs };
    }),
  }));
}
