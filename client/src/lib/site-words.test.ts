import { describe, expect, it } from 'vitest';
import { siteInWords } from './site-words';

const labels = {
  sun: [{ value: 'partial', label: 'Partial shade' }],
  water: [{ value: 'L', label: 'Low' }],
  soil: [{ value: 'clay', label: 'Clay' }],
  goals: [
    { value: 'shade', label: 'Shade' },
    { value: 'native', label: 'Native to the region' },
  ],
};

describe('a site in words', () => {
  it('uses the server labels, ZIP first', () => {
    const query = 'zip=95616&strip_width=4&overhead_wires=1&sun=partial&water=L&soil=clay&goals=shade%2Cnative';
    expect(siteInWords(query, labels)).toBe(
      'ZIP 95616 · 4 ft planting strip · overhead wires · sun: partial shade · water: low · soil: clay · ranked by shade, native to the region',
    );
  });

  it('without labels shows the words themselves, and can leave the ZIP out', () => {
    expect(siteInWords('zip=95616&strip_width=open&goals=fall_colour', null, { withZip: false })).toBe(
      'Open ground · ranked by fall colour',
    );
  });
});
