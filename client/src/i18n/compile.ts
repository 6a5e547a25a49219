/**
 * The build-time half of the catalogues (docs/i18n.md): an ICU message catalogue (JSON, key →
 * message) turned into what the browser formats from, so no ICU parser ships to it. A message that
 * is plain text stays a string; any other becomes its parsed tree (the AST of
 * @formatjs/icu-messageformat-parser), which intl-messageformat formats as it is.
 * Used by the Vite plugin icuMessages (vite.plugins.ts) and the catalogue test.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Record<string, CompiledMessage>;

/** Parses one message; `<` and `>` are text (no rich-text tags: elements are passed as arguments). */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { ignoreTag: true });
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  y: 'ý',
  c: 'ç',
  n: 'ñ',
  s: 'š',
  z: 'ž',
  A: 'Å',
  E: 'É',
  I: 'Î',
  O: 'Ö',
  U: 'Ü',
  Y: 'Ý',
  C: 'Ç',
  N: 'Ñ',
  S: 'Š',
  Z: 'Ž',
};

/**
 * The pseudo-locale's text (en-XA): accented, and 40% longer (each vowel doubled, then `~` to make up), as a
 * translation may be, so the layout journeys find text that would overflow.
 */
export function pseudoText(text: string): string {
  const long = text.replace(/[a-zA-Z]/g, (char) => {
    const accented = ACCENTED[char] ?? char;
    return /[aeiouAEIOU]/.test(char) ? accented + accented : accented;
  });
  // Topped up to 40% longer where the vowels were too few (a word, not a space, ends the text).
  return text.trim() ? long + '~'.repeat(Math.max(0, Math.ceil(text.length * 1.4) - long.length)) : long;
}

function pseudoElements(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (element.type === TYPE.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([name, option]) => [
          name,
          { ...option, value: pseudoElements(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

/**
 * Refuses what the browser's formatter (format.ts) does not format: dates, times, number styles and
 * skeletons (format them in code with Intl and pass the text). Tags are text (parseMessage).
 */
function assertFormattable(elements: MessageFormatElement[], message: string): void {
  for (const element of elements) {
    const styled = element.type === TYPE.number && element.style;
    if (element.type === TYPE.date || element.type === TYPE.time || styled)
      throw new Error(`"${message}": {${element.value}} is not formatted in the browser (docs/i18n.md)`);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      for (const option of Object.values(element.options)) assertFormattable(option.value, message);
  }
}

/** One message as shipped: its text if it has no arguments, its tree otherwise. */
export function compileMessage(message: string, pseudo = false): CompiledMessage {
  let elements = parseMessage(message);
  assertFormattable(elements, message);
  if (pseudo) elements = pseudoElements(elements);
  if (elements.length === 0) return '';
  if (elements.length === 1 && elements[0]!.type === TYPE.literal) return elements[0]!.value;
  return elements;
}

export function compileCatalogue(messages: Record<string, string>, pseudo = false): CompiledCatalogue {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message, pseudo)]));
}
