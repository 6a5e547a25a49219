import { cleanScientificName, formatScientificName, parseScientificName } from './scientific-name';

describe('cleanScientificName', () => {
  it.each([
    ['Platanus &times hispanica', 'Platanus × hispanica'],
    ['&times Chitalpa tashkentensis', '× Chitalpa tashkentensis'],
    ['Munroidendron  racemosum', 'Munroidendron racemosum'],
    [' Melaleuca styphelioides var. squamophloia', 'Melaleuca styphelioides var. squamophloia'],
    ["Cornus nuttallii &times florida'Eddies White Wonder'", "Cornus nuttallii × florida 'Eddies White Wonder'"],
    ['Platanus x hispanica', 'Platanus × hispanica'],
    ['Acer ‘Bloodgood’', "Acer 'Bloodgood'"],
  ])('%s -> %s', (input, expected) => {
    expect(cleanScientificName(input)).toBe(expected);
  });
});

describe('parseScientificName', () => {
  const parse = (raw: string) => parseScientificName(cleanScientificName(raw));

  it('splits genus and species', () => {
    expect(parse('Abies concolor')).toMatchObject({
      genus: 'Abies',
      species: 'concolor',
      hybridX: false,
      cultivar: null,
      unparsed: [],
    });
  });

  it('reads the hybrid sign between genus and species', () => {
    expect(parse("Acer &times freemanii 'Armstrong'")).toMatchObject({
      genus: 'Acer',
      species: 'freemanii',
      hybridX: true,
      hybridGenus: false,
      cultivar: 'Armstrong',
    });
  });

  it('reads an intergeneric hybrid (sign before the genus)', () => {
    expect(parse("&times Cupressocyparis leylandii 'Naylor's Blue'")).toMatchObject({
      genus: 'Cupressocyparis',
      species: 'leylandii',
      hybridX: true,
      hybridGenus: true,
      cultivar: "Naylor's Blue",
    });
  });

  it('reads an interspecific hybrid formula', () => {
    expect(parse('Citrus reticulata &times maxima')).toMatchObject({
      genus: 'Citrus',
      species: 'reticulata',
      hybridAltSpecies: 'maxima',
      hybridX: true,
    });
  });

  it('reads subspecies, variety and forma', () => {
    expect(parse('Acer saccharum subsp. floridanum')).toMatchObject({ subspecies: 'floridanum' });
    expect(parse('Acer saccharum ssp. floridanum')).toMatchObject({ subspecies: 'floridanum' });
    expect(parse("Cercis canadensis var. texensis 'Oklahoma'")).toMatchObject({
      variety: 'texensis',
      cultivar: 'Oklahoma',
    });
    expect(parse('Plumeria rubra f. acutifolia')).toMatchObject({ forma: 'acutifolia' });
  });

  it('reads a cultivar with an apostrophe inside and a genus-only cultivar', () => {
    expect(parse("Ilex opaca 'Steward's Silver Crown'")).toMatchObject({
      species: 'opaca',
      cultivar: "Steward's Silver Crown",
    });
    expect(parse("Brugmansia 'Charles Grimaldi'")).toMatchObject({
      genus: 'Brugmansia',
      species: null,
      cultivar: 'Charles Grimaldi',
    });
    expect(parse("Arbutus &times 'Marina'")).toMatchObject({
      genus: 'Arbutus',
      species: null,
      hybridX: true,
      cultivar: 'Marina',
    });
  });

  it('keeps a qualifier apart', () => {
    expect(parse('Corymbia papuana (misapplied)')).toMatchObject({
      species: 'papuana',
      qualifier: 'misapplied',
      unparsed: [],
    });
  });

  it('reports words that fit no slot', () => {
    expect(parse('Quercus robur Something').unparsed).toEqual(['Something']);
    expect(parse("Acer 'Unclosed").unparsed).toEqual(['unclosed cultivar quote']);
  });

  it.each([
    'Abies concolor',
    "Acer × freemanii 'Armstrong'",
    "× Chitalpa tashkentensis 'Pink Dawn'",
    'Citrus reticulata × maxima',
    "Cercis canadensis var. texensis 'Oklahoma'",
    'Salix × pendulina var. blanda',
    "Amelanchier arborea subsp. laevis 'Prince Charles'",
    "Arbutus × 'Marina'",
    'Corymbia papuana (misapplied)',
    'Plumeria rubra f. acutifolia',
  ])('formats %s back to itself', (name) => {
    expect(formatScientificName(parseScientificName(name))).toBe(name);
  });
});
