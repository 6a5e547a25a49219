import { toSearchKey } from './search-key';

describe('toSearchKey', () => {
  it.each([
    ['Platanus × hispanica', 'platanus hispanica'],
    ['Platanus &times hispanica', 'platanus hispanica'],
    ['Platanus &times; hispanica', 'platanus hispanica'],
    ['Platanus x hispanica', 'platanus hispanica'],
    ['Platanus X hispanica', 'platanus hispanica'],
    ["Acer × freemanii 'Armstrong'", 'acer freemanii armstrong'],
    ['× Chitalpa tashkentensis', 'chitalpa tashkentensis'],
    ["HOWITT'S WATTLE", 'howitt s wattle'],
    ['FLAT-TOP ACACIA', 'flat top acacia'],
    ['  Quercus   robur  ', 'quercus robur'],
    ['Kōtukutuku', 'kotukutuku'],
    ['‘Ōhi‘a lehua', 'ohia lehua'],
    ['`OHE', 'ohe'],
    ['GUAMÚCHIL', 'guamuchil'],
    ['Corymbia papuana (misapplied)', 'corymbia papuana misapplied'],
    ['Acer rubrum var. drummondii', 'acer rubrum var drummondii'],
  ])('%s -> %s', (input, expected) => {
    expect(toSearchKey(input)).toBe(expected);
  });

  it('keeps an x that is part of a word', () => {
    expect(toSearchKey('Xylosma congestum')).toBe('xylosma congestum');
    expect(toSearchKey('Taxodium mucronatum')).toBe('taxodium mucronatum');
  });

  it('returns an empty key for empty or symbol-only input', () => {
    expect(toSearchKey('')).toBe('');
    expect(toSearchKey(null)).toBe('');
    expect(toSearchKey(' -- ')).toBe('');
  });

  it('gives a typed query the same key as the stored name', () => {
    expect(toSearchKey('platanus x hisp')).toBe(toSearchKey('Platanus × hisp'));
  });
});
