import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BANNER_PICTURES } from './region-banner';

// Read as a file (the test runs in client/, as the glossary test does): Vitest does not hand a
// module stylesheet over as text.
const stylesheet = readFileSync(resolve(process.cwd(), 'src/components/layouts/region-banner.module.css'), 'utf8');

describe('RegionBanner', () => {
  it('preloads the very pictures its stylesheet paints, one per edition', () => {
    const named = [...stylesheet.matchAll(/url\('([^']+)'\)/g)].map((match) => match[1]);
    expect(new Set(named)).toEqual(new Set(Object.values(BANNER_PICTURES)));
    expect(stylesheet).toContain(`url('${BANNER_PICTURES.CALIFORNIA}')`);
    expect(stylesheet).toMatch(
      new RegExp(`\\[data-region='PACIFIC_ISLANDS'\\][^}]*url\\('${BANNER_PICTURES.PACIFIC_ISLANDS}'\\)`),
    );
  });
});
