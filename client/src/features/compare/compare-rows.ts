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
import { translatorFor, type Translate } from '@/i18n/i18n';
import { termValueText, type TermValue } from '@/lib/term-label';

/** One compared characteristic: its label, each tree's value (null = no data), and whether they differ. */
export type CompareRow = { key: string; label: string; values: (string | null)[]; differs: boolean };
export type CompareSection = { key: string; title: string; rows: CompareRow[] };

/** A row's value: text, or terms shown in the page's language (lib/term-label.ts). */
type Value = (tree: CompareTree, display?: LengthDisplay) => string | null | TermValue;
const list = (vocabulary: TermValue['vocabulary'], terms: readonly (string | null | undefined)[] | null | undefined) =>
  ({ vocabulary, list: terms ?? [] }) as const;

const sections: { key: string; title: string; rows: { key: string; label: string; value: Value }[] }[] = [
  {
    key: 'names',
    title: 'Names',
    rows: [
      { key: 'commonName', label: 'Common name', value: (t) => (t.commonName ? titleCase(t.commonName) : null) },
      { key: 'family', label: 'Family', value: (t) => t.family },
    ],
  },
  {
    key: 'size',
    title: 'Size and form',
    rows: [
      { key: 'height', label: 'Height', value: (t, d) => feetRange(t.heightLow, t.heightHigh, d) },
      { key: 'width', label: 'Width', value: (t, d) => feetRange(t.widthLow, t.widthHigh, d) },
      { key: 'treeShapes', label: 'Shape', value: (t) => list('treeShapes', t.treeShapes) },
      { key: 'foliageType', label: 'Foliage', value: (t) => list('foliageTypes', [foliageTypeLabel(t.foliageType)]) },
      {
        key: 'growthRate',
        label: 'Growth rate',
        value: (t, d) => growthRateText(t.growthRateLow, t.growthRateHigh, d),
      },
    ],
  },
  {
    key: 'climate',
    title: 'Water and climate',
    rows: [
      { key: 'waterUse', label: 'Water use', value: (t) => list('waterUse', [waterUseLabel(t.waterUse)]) },
      { key: 'usdaZones', label: 'USDA hardiness zones', value: (t) => formatZones(t.usdaZones) },
      { key: 'sunsetZones', label: 'Sunset climate zones', value: (t) => formatZones(t.sunsetZones) },
    ],
  },
  {
    key: 'site',
    title: 'Site conditions',
    rows: [
      {
        key: 'exposure',
        label: 'Sun exposure',
        value: (t) => ({
          vocabulary: 'exposures',
          low: exposureLabel(t.exposureLow),
          high: exposureLabel(t.exposureHigh),
        }),
      },
      { key: 'plantingArea', label: 'Planting area', value: (t, d) => plantingAreaText(t.plantingArea, d) },
      { key: 'soilTextures', label: 'Soil texture', value: (t) => list('soilTextures', t.soilTextures) },
      {
        key: 'soilPh',
        label: 'Soil pH',
        value: (t) => ({ vocabulary: 'soilPh', low: soilPhLabel(t.soilPhLow), high: soilPhLabel(t.soilPhHigh) }),
      },
      {
        key: 'salinity',
        label: 'Soil salinity tolerance',
        value: (t) => list('salinityTolerances', t.salinityTolerances),
      },
      { key: 'saltspray', label: 'Salt spray tolerance', value: (t) => list('levels', [t.saltsprayTolerance]) },
      { key: 'wind', label: 'Wind resistance', value: (t) => list('windResistances', [t.windResistance]) },
    ],
  },
  {
    key: 'considerations',
    title: 'Considerations',
    rows: [
      {
        key: 'branchStrength',
        label: 'Branch strength',
        value: (t) => ({
          vocabulary: 'branchStrength',
          low: branchStrengthLabel(t.branchStrengthLow),
          high: branchStrengthLabel(t.branchStrengthHigh),
        }),
      },
      { key: 'rootDamage', label: 'Root damage potential', value: (t) => list('levels', [t.rootDamagePotential]) },
      { key: 'biogenic', label: 'Biogenic emissions', value: (t) => list('levels', [t.biogenicEmissions]) },
      { key: 'litter', label: 'Litter', value: (t) => list('litterTypes', t.litterTypes) },
      { key: 'healthHazards', label: 'Health hazards', value: (t) => list('healthHazards', t.healthHazards) },
      { key: 'utilityFriendly', label: 'Utility friendly', value: (t) => list('yesNo', [yesNo(t.utilityFriendly)]) },
      { key: 'deerPalatable', label: 'Deer palatable', value: (t) => list('yesNo', [yesNo(t.deerPalatable)]) },
      { key: 'pests', label: 'Pest susceptibility', value: (t) => listText(t.pestSusceptibility) },
      { key: 'diseases', label: 'Disease susceptibility', value: (t) => listText(t.diseaseSusceptibility) },
      { key: 'californiaNative', label: 'California native', value: (t) => list('yesNo', [yesNo(t.californiaNative)]) },
      { key: 'caInvasive', label: 'Invasive in California', value: (t) => list('yesNo', [yesNo(t.caInvasive)]) },
    ],
  },
];

/**
 * The comparison table's sections, terms in `t`'s language (English by default), lengths in
 * `display`'s units (feet by default); a row differs when any two trees show different values.
 */
export function compareSections(
  trees: readonly CompareTree[],
  t: Translate = translatorFor('en'),
  display?: LengthDisplay,
): CompareSection[] {
  return sections.map((section) => ({
    key: section.key,
    title: section.title,
    rows: section.rows.map((row) => {
      const values = trees.map((tree) => {
        const shown = row.value(tree, display);
        const value = shown !== null && typeof shown === 'object' ? termValueText(t, shown) : shown;
        return value === null || value.trim() === '' ? null : value;
      });
      const differs = new Set(values.map((value) => value ?? NO_DATA)).size > 1;
      return { key: row.key, label: row.label, values, differs };
    }),
  }));
}
