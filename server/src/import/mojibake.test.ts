import { repairDoubleEncoding, repairMacRoman, repairMojibake } from './mojibake';

describe('mojibake repair', () => {
  it('decodes UTF-8 that was read as Windows-1252', () => {
    expect(repairDoubleEncoding('SÃ¶hne').text).toBe('Söhne');
    expect(repairDoubleEncoding('GUAMÃšCHIL').text).toBe('GUAMÚCHIL');
    expect(repairDoubleEncoding('CHESEMÃ“LECH').text).toBe('CHESEMÓLECH');
    expect(repairDoubleEncoding('10 â€“ high').text).toBe('10 – high');
  });

  it('reports what cannot be repaired and leaves it', () => {
    const result = repairDoubleEncoding('KOMUNOKÃ,RAPAH');
    expect(result.text).toBe('KOMUNOKÃ,RAPAH');
    expect(result.suspicious).toEqual(['KOMUNOKÃ,RAPAH']);
  });

  it('leaves correct text alone', () => {
    for (const text of ['Kōtukutuku', 'Hawai‘i', 'PIÑON', 'café', 'São Paulo', 'Ōhi‘a']) {
      expect(repairMojibake(text, { prose: true }).text).toBe(text);
    }
  });

  it('repairs Mac Roman quotes and dashes in prose only', () => {
    expect(repairMacRoman('OregonÕs Mt. Hood (theyÕre pendent)').text).toBe('Oregon’s Mt. Hood (they’re pendent)');
    expect(repairMojibake('speciesÑfrom', { prose: false }).text).toBe('speciesÑfrom');
    expect(repairMojibake('speciesÑfrom', { prose: true }).text).toBe('species—from');
  });
});
