/**
 * The parse-free half of compiling a catalogue (docs/i18n.md): from a message's parsed tree (the
 * AST of @formatjs/icu-messageformat-parser, which the caller parses: client/src/i18n/compile.ts at
 * build time, server/src/i18n/messages.ts for the e-mails) to what format.ts formats. A message that
 * is plain text stays a string; any other stays its tree. Refuses what format.ts does not format.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { ELEMENT } from './format';

export type CompiledMessage = string | MessageFormatElement[];
export type CompiledCatalogue = Record<string, CompiledMessage>;

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
    if (element.type === ELEMENT.literal) return { ...element, value: pseudoText(element.value) };
    if (element.type === ELEMENT.plural || element.type === ELEMENT.select) {
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
 * Refuses what the formatter (format.ts) does not format: dates, times, number styles and
 * skeletons (format them in code with Intl and pass the text). Tags are text (the caller parses
 * with `ignoreTag`).
 */
function assertFormattable(elements: MessageFormatElement[], message: string): void {
  for (const element of elements) {
    const styled = element.type === ELEMENT.number && element.style;
    if (element.type === ELEMENT.date || element.type === ELEMENT.time || styled)
      throw new Error(`"${message}": {${element.value}} is not formatted in the browser (docs/i18n.md)`);
    if (element.type === ELEMENT.plural || element.type === ELEMENT.select)
      for (const option of Object.values(element.options)) assertFormattable(option.value, message);
  }
}

/** One parsed message as shipped: its text if it has no arguments, its tree otherwise. */
export function compileElements(parsed: MessageFormatElement[], message: string, pseudo = false): CompiledMessage {
  let elements = parsed;
  assertFormattable(elements, message);
  if (pseudo) elements = pseudoElements(elements);
  if (elements.length === 0) return '';
  if (elements.length === 1 && elements[0]!.type === ELEMENT.literal) return elements[0]!.value;
  return elements;
}
