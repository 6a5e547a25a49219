/**
 * Repairs of text that went through a wrong character set on its way into the export.
 *
 * 1. UTF-8 read as Windows-1252 ("SÃ¶hne" -> "Söhne", "â€“" -> "–", "GUAMÃšCHIL" -> "GUAMÚCHIL"):
 *    a run of characters that, written back as Windows-1252 bytes, is valid UTF-8 is decoded.
 *    An "Ã" whose continuation byte was lost (bytes 0x81, 0x8D, 0x8F, 0x90, 0x9D do not exist in
 *    Windows-1252, e.g. "KOMUNOKÃ") cannot be repaired: it is left and reported.
 * 2. Mac Roman read as Latin-1, in prose only ("worldÕs" -> "world’s", "speciesÑfrom" -> "species—from"):
 *    Ð Ñ Ò Ó Ô Õ are Mac Roman's – — “ ” ‘ ’. They are replaced only between lower-case letters,
 *    spaces or punctuation, where a real capital Õ/Ñ cannot stand (names keep their Ñ: "PIÑON").
 */

/** Windows-1252 characters for bytes 0x80-0x9F (undefined bytes omitted). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** Byte 0x80-0x9F -> its Windows-1252 character (the inverse of CP1252_HIGH). */
const CP1252_BY_BYTE = new Map(Object.entries(CP1252_HIGH).map(([char, byte]) => [byte, char]));
const C1_CONTROLS = /[\u0080-\u009f]/g;

/**
 * Windows-1252 text as the WHATWG decoder gives it: some runtimes (Node 20's TextDecoder among them)
 * decode bytes 0x80-0x9F as the C1 controls U+0080-U+009F (a curly quote as U+0093); they become the
 * Windows-1252 characters (€, “, ”, –, ...). The five undefined bytes stay controls, as WHATWG says.
 */
export function windows1252Controls(text: string): string {
  return text.replace(C1_CONTROLS, (c) => CP1252_BY_BYTE.get(c.charCodeAt(0)) ?? c);
}

function cp1252Byte(char: string): number | undefined {
  const code = char.charCodeAt(0);
  if (code >= 0xa0 && code <= 0xff) return code;
  if (code >= 0x80 && code <= 0x9f) return code; // C1 controls that survived as-is
  return CP1252_HIGH[char];
}

/** A UTF-8 lead byte (as a Latin-1 character) followed by 1-3 continuation-byte characters. */
const CONTINUATION = '[\\u0080-\\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]';
const DOUBLE_ENCODED = new RegExp(`[\\u00c2-\\u00f4]${CONTINUATION}{1,3}`, 'gu');
const utf8 = new TextDecoder('utf-8', { fatal: true });

export interface MojibakeResult {
  text: string;
  /** How many sequences were repaired. */
  repaired: number;
  /** Fragments that still look damaged (reported, left as they are). */
  suspicious: string[];
}

const MAYBE_DAMAGED = /[\u00c2-\u00f4]/;

export function repairDoubleEncoding(text: string): MojibakeResult {
  if (!MAYBE_DAMAGED.test(text)) return { text, repaired: 0, suspicious: [] };
  let repaired = 0;
  const fixed = text.replace(DOUBLE_ENCODED, (run) => {
    const bytes = [...run].map(cp1252Byte);
    if (bytes.some((b) => b === undefined)) return run;
    // Try the longest valid prefix: the lead byte says how long the sequence is.
    const lead = bytes[0]!;
    const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    if (bytes.length < length) return run;
    try {
      const decoded = utf8.decode(Uint8Array.from(bytes.slice(0, length) as number[]));
      repaired += 1;
      return decoded + run.slice(length);
    } catch {
      return run;
    }
  });
  const suspicious = /[ÃÂ]/.test(fixed) ? [...fixed.matchAll(/\S{0,12}[ÃÂ]\S{0,12}/g)].map((m) => m[0]) : [];
  return { text: fixed, repaired, suspicious };
}

const MAC_ROMAN: Record<string, string> = { Ð: '–', Ñ: '—', Ò: '“', Ó: '”', Ô: '‘', Õ: '’' };
const MAC_ROMAN_IN_PROSE = /(?<=[a-z.,;:!?)\s])[ÐÑÒÓÔÕ](?=[a-z\s.,;:!?(])/g;

export function repairMacRoman(text: string): { text: string; repaired: number } {
  if (!/[ÐÑÒÓÔÕ]/.test(text)) return { text, repaired: 0 };
  let repaired = 0;
  const fixed = text.replace(MAC_ROMAN_IN_PROSE, (char) => {
    repaired += 1;
    return MAC_ROMAN[char];
  });
  return { text: fixed, repaired };
}

/** Both repairs; Mac Roman only for prose (rich text), never for names. */
export function repairMojibake(text: string, options: { prose: boolean }): MojibakeResult {
  const first = repairDoubleEncoding(text);
  if (!options.prose) return first;
  const second = repairMacRoman(first.text);
  return { text: second.text, repaired: first.repaired + second.repaired, suspicious: first.suspicious };
}
