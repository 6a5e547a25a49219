/**
 * The message formatter of the browser and of the server's e-mails (docs/i18n.md): formats the parsed trees of FormatJS's ICU parser
 * (made at build time by compile.ts) for the elements the catalogues use: text, `{name}`,
 * `{n, number}` (without a style), `{x, select, …}` and `{n, plural, …}` (with `=N`,
 * `offset:` and `#`) by the locale's Intl.PluralRules and number-format.ts (Intl.NumberFormat's output). It gives what
 * intl-messageformat gives for these (catalogues.test.ts checks every message of both catalogues
 * against it), at a tenth of its size on the first page (docs/i18n.md, "Why not intl-messageformat
 * at run time"). Dates, times and number styles are refused: compile.ts fails the build on them.
 */
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { cached } from '../memo';
import { formatDecimal } from '../number-format';

/** The parser's element types (its TYPE enum, which a test holds these to: importing it would ship the parser). */
export const ELEMENT = {
  literal: 0,
  argument: 1,
  number: 2,
  date: 3,
  time: 4,
  select: 5,
  plural: 6,
  pound: 7,
} as const;

export type FormatValue = unknown;
export type FormattedPart = string | FormatValue;

const pluralRules = new Map<string, Intl.PluralRules>();

/** The parts of a message: strings, and the values given that are not (React elements) as they are. */
export function formatParts(
  elements: MessageFormatElement[],
  locale: string,
  values: Record<string, FormatValue> = {},
): FormattedPart[] {
  const parts: FormattedPart[] = [];
  const walk = (list: MessageFormatElement[], pound?: number) => {
    for (const element of list) {
      if (element.type === ELEMENT.literal) parts.push(element.value);
      else if (element.type === ELEMENT.pound) parts.push(pound === undefined ? '#' : formatDecimal(pound, locale));
      else if (!(element.value in values)) throw new Error(`No value for {${element.value}}`);
      else {
        const value = values[element.value];
        if (element.type === ELEMENT.argument)
          parts.push(typeof value === 'string' || typeof value === 'number' ? String(value) : value);
        else if (element.type === ELEMENT.number && !element.style) parts.push(formatDecimal(Number(value), locale));
        else if (element.type === ELEMENT.select)
          walk((element.options[String(value)] ?? element.options.other!).value);
        else if (element.type === ELEMENT.plural) {
          const count = Number(value) - element.offset;
          const rules = cached(pluralRules, `${locale} ${element.pluralType}`, () => {
            return new Intl.PluralRules(locale, { type: element.pluralType });
          });
          const option = element.options[`=${Number(value)}`] ?? element.options[rules.select(count)];
          walk((option ?? element.options.other!).value, count);
        } else throw new Error(`ICU element ${element.type} (docs/i18n.md)`);
      }
    }
  };
  walk(elements);
  // Neighbouring strings as one, as intl-messageformat gives them.
  return parts.reduce<FormattedPart[]>((merged, part) => {
    const last = merged.length - 1;
    if (typeof part === 'string' && typeof merged[last] === 'string') merged[last] = `${merged[last]}${part}`;
    else merged.push(part);
    return merged;
  }, []);
}

/** A message as text if every part is, else its parts (for React to render). */
export function formatMessage(
  elements: MessageFormatElement[],
  locale: string,
  values?: Record<string, FormatValue>,
): string | FormattedPart[] {
  const parts = formatParts(elements, locale, values);
  return parts.every((part) => typeof part === 'string') ? parts.join('') : parts;
}
