import { appraisalText } from './appraisal';

describe('appraisalText', () => {
  it.each([
    [
      { appraisal: true, appLcant: '24" box', appGrrating: '2' },
      'Largest commonly available nursery tree: 24" box. Regional species group 2. Trunk cross-sectional area of a 24" box tree: 2.24 sq in.',
    ],
    [
      { appraisal: true, appLcant: '24" box', appGrrating: '3' },
      'Largest commonly available nursery tree: 24" box. Regional species group 3. Trunk cross-sectional area of a 24" box tree: 3.80 sq in.',
    ],
    [
      { appraisal: true, appLcant: 'Use BTF', appGrrating: '$/BTF' },
      'Appraised by price per foot of brown trunk (BTF). Group rating: price per foot of brown trunk.',
    ],
    [
      { appraisal: true, appLcant: '24" box', appGrrating: '—' },
      'Largest commonly available nursery tree: 24" box. Not rated for a regional species group.',
    ],
    [{ appraisal: null, appLcant: '24" box', appGrrating: '2' }, null],
    [{ appraisal: true, appLcant: null, appGrrating: null }, null],
  ])('%j → %s', (...row) => {
    const [tree, text] = row as [Parameters<typeof appraisalText>[0], string | null];
    expect(appraisalText(tree)).toBe(text);
  });
});
