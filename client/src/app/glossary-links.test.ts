import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorForHash, glossaryAnchorId } from '@/features/glossary/anchors';
import { GLOSSARY_TERMS, glossaryHref, type GlossaryKey } from '@/features/trees/detail/links';

/** The starter glossary the server loads into an empty glossary (server/seed/demo/glossary.json). */
const starter = JSON.parse(readFileSync(resolve(process.cwd(), '../server/seed/demo/glossary.json'), 'utf8')) as {
  term: string;
}[];
const terms = starter.map((e) => e.term);

/** Holds the detail page's glossary links and the glossary page's anchors together. */
describe('tree detail glossary links', () => {
  it.each(Object.keys(GLOSSARY_TERMS) as GlossaryKey[])('%s lands on a starter glossary entry', (key) => {
    const href = glossaryHref(key);
    const [path, hash] = href.split('#');
    expect(path).toBe('/tree-characteristics-glossary');
    expect(terms).toContain(GLOSSARY_TERMS[key]);
    expect(anchorForHash(`#${hash}`, terms)).toBe(glossaryAnchorId(GLOSSARY_TERMS[key]));
  });

  it('every starter term has its own anchor id', () => {
    const ids = terms.map(glossaryAnchorId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^term-[a-z0-9-]+$/);
  });
});
