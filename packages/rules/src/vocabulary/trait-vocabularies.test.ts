import { SINGLE_VOCABULARIES, TRAIT_VOCABULARIES, normaliseTerm, normaliseTermList } from './trait-vocabularies';

describe('trait vocabularies', () => {
  it('normalises salinity tolerance word order', () => {
    const v = TRAIT_VOCABULARIES.salinityTolerances;
    expect(normaliseTermList(v, 'Good Inland,Coastal Moderate').terms).toEqual(['Inland Good', 'Coastal Moderate']);
    expect(normaliseTermList(v, 'Inland Good,Good Inland').terms).toEqual(['Inland Good']);
    expect(normaliseTermList(v, 'Moderate Inland').terms).toEqual(['Inland Moderate']);
  });

  it('maps landscape application drift onto one spelling', () => {
    const v = TRAIT_VOCABULARIES.landscapeApplications;
    const result = normaliseTermList(
      v,
      'Stree Tree,Street tree,Street Trees,Screen,screen,Espallier,Coastal Stree Tree,garden tree',
    );
    expect(result.terms).toEqual(['Street Tree', 'Screen', 'Espalier', 'Coastal Street Tree', 'Garden Tree']);
    expect(result.unknown).toEqual([]); // an open vocabulary reports nothing
    expect(result.merged).toEqual(['Street tree', 'Street Trees', 'screen']);
  });

  it('folds flower colour case and keeps order', () => {
    expect(normaliseTermList(TRAIT_VOCABULARIES.flowerColors, 'green,White,white,Yellow-Green').terms).toEqual([
      'Green',
      'White',
      'Yellow-Green',
    ]);
  });

  it('keeps and reports a term a closed vocabulary does not know', () => {
    const result = normaliseTermList(TRAIT_VOCABULARIES.treeShapes, 'Rounded, blobby ,');
    expect(result.terms).toEqual(['Rounded', 'Blobby']);
    expect(result.unknown).toEqual(['blobby']);
  });

  it('maps pest and disease misspellings', () => {
    expect(
      normaliseTermList(TRAIT_VOCABULARIES.pestSusceptibility, 'Scale,Scales,White Flyr,Spder Mites,IPS').terms,
    ).toEqual(['Scales', 'Whiteflies', 'Spider Mites', 'IPS']);
    expect(normaliseTermList(TRAIT_VOCABULARIES.diseaseSusceptibility, 'Powerdery Mildew,Fire Bligh').terms).toEqual([
      'Powdery Mildew',
      'Fire Blight',
    ]);
  });

  it('folds single-valued casing drift', () => {
    expect(normaliseTerm(SINGLE_VOCABULARIES.leafletShape, 'Heart-Shaped')).toEqual({
      term: 'Heart-shaped',
      unknown: false,
    });
    expect(normaliseTerm(SINGLE_VOCABULARIES.leafletShape, 'Elliptic ')).toEqual({ term: 'Elliptic', unknown: false });
    expect(normaliseTerm(TRAIT_VOCABULARIES.litterTypes, 'Leaf')).toEqual({ term: 'Leaves', unknown: false });
  });

  it('has alias targets that are terms of closed vocabularies', () => {
    for (const vocabulary of [...Object.values(TRAIT_VOCABULARIES), ...Object.values(SINGLE_VOCABULARIES)]) {
      if (!vocabulary.closed) continue;
      for (const target of Object.values(vocabulary.aliases)) expect(vocabulary.terms).toContain(target);
    }
  });

  it('maps every stored term onto itself (import, download, import again changes nothing)', () => {
    for (const vocabulary of [...Object.values(TRAIT_VOCABULARIES), ...Object.values(SINGLE_VOCABULARIES)]) {
      for (const term of [...vocabulary.terms, ...Object.values(vocabulary.aliases)]) {
        expect(normaliseTerm(vocabulary, term).term).toBe(term);
      }
    }
    expect(normaliseTerm(TRAIT_VOCABULARIES.diseaseSusceptibility, 'Phytophthora cinnamomi').term).toBe(
      'Phytophthora cinnamomi',
    );
  });
});
