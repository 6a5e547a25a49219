import { collapseSpaces, titleCaseName, titleCaseTerm } from './text-case';

describe('titleCaseName (common names from the UPPER CASE export)', () => {
  it.each([
    ['WHITE FIR', 'White Fir'],
    ['TREE OF HEAVEN', 'Tree of Heaven'],
    ["HOWITT'S WATTLE", "Howitt's Wattle"],
    ['FLAT-TOP ACACIA', 'Flat-top Acacia'],
    ['Fort McNair RED HORSECHESTNUT', 'Fort McNair Red Horsechestnut'],
    ['Prickly bottlebrush', 'Prickly Bottlebrush'],
    ['New Zealand mahogany', 'New Zealand Mahogany'],
    ['CEDAR OF LEBANON', 'Cedar of Lebanon'],
    ['OF THE FIELD', 'Of the Field'],
    ['‘OHI‘A LEHUA', '‘Ohi‘a Lehua'],
    ['`OHE', '`Ohe'],
    ['  WHITE   FIR ', 'White Fir'],
    ['DUGDUG', 'Dugdug'],
  ])('%s -> %s', (input, expected) => {
    expect(titleCaseName(input)).toBe(expected);
  });
});

describe('titleCaseTerm (vocabulary terms the mapping tables do not know)', () => {
  it.each([
    ['garden tree', 'Garden Tree'],
    ['leafhoppers can cause issues', 'Leafhoppers Can Cause Issues'],
    ['IPS', 'IPS'],
    ['New Guinea Sugarcane Weevil (Rhabdoscelus obscurus)', 'New Guinea Sugarcane Weevil (Rhabdoscelus obscurus)'],
    ['weevil (rhabdoscelus obscurus)', 'Weevil (rhabdoscelus obscurus)'],
    ['medium to large sized park', 'Medium to Large Sized Park'],
  ])('%s -> %s', (input, expected) => {
    expect(titleCaseTerm(input)).toBe(expected);
  });
});

it('collapseSpaces trims and collapses', () => {
  expect(collapseSpaces('  Munroidendron  racemosum \n')).toBe('Munroidendron racemosum');
});

describe('titleCaseName with the ʻokina', () => {
  it('raises the vowel after a leading ʻokina (a modifier letter), as the client does', () => {
    expect(titleCaseName('ʻŌHIʻA LEHUA')).toBe('ʻŌhiʻa Lehua');
    expect(titleCaseName('ʻōhiʻa lehua')).toBe('ʻŌhiʻa Lehua');
  });
});
