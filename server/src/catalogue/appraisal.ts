import { APPRAISAL_BOX_AREAS } from '@selectree/rules';

/**
 * The appraisal note of the detail answer (considerations.appraisal_text): what the Council of Tree
 * and Landscape Appraisers' trunk formula needs from this tree, in words: the largest commonly
 * available nursery size, the regional species group and, for a 24" box in groups 1-4, the trunk
 * cross-sectional area (spec §9). Null when the tree is not appraised.
 */
export function appraisalText(tree: {
  appraisal: boolean | null;
  appLcant: string | null;
  appGrrating: string | null;
}): string | null {
  if (tree.appraisal !== true) return null;
  const parts: string[] = [];
  if (tree.appLcant === 'Use BTF') parts.push('Appraised by price per foot of brown trunk (BTF).');
  else if (tree.appLcant) parts.push(`Largest commonly available nursery tree: ${tree.appLcant}.`);
  const rating = tree.appGrrating;
  if (rating && rating in APPRAISAL_BOX_AREAS) {
    parts.push(`Regional species group ${rating}.`);
    if (tree.appLcant === '24" box') {
      const area = APPRAISAL_BOX_AREAS[rating as keyof typeof APPRAISAL_BOX_AREAS];
      parts.push(`Trunk cross-sectional area of a 24" box tree: ${area.toFixed(2)} sq in.`);
    }
  } else if (rating === '$/BTF') parts.push('Group rating: price per foot of brown trunk.');
  else if (rating) parts.push('Not rated for a regional species group.');
  return parts.length ? parts.join(' ') : null;
}
