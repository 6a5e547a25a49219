import sanitizeHtml from 'sanitize-html';
import {
  GLOSSARY_CAPTION_MAX,
  GLOSSARY_DEFINITION_MAX,
  GLOSSARY_MESSAGES,
  GLOSSARY_TERM_MAX,
  collapseSpaces,
} from '@selectree/rules';
import { ValidationError } from '../../errors';
import { sanitizeRichText } from '../../import/rich-text';

export { GLOSSARY_MESSAGES };
export {
  GLOSSARY_CAPTION_MAX as CAPTION_MAX,
  GLOSSARY_DEFINITION_MAX as DEFINITION_MAX,
  GLOSSARY_TERM_MAX as TERM_MAX,
};

const fieldError = (field: string, message: string) => new ValidationError(message, [{ field, message }]);

/**
 * A term: required, one line of plain text, spaces collapsed, at most GLOSSARY_TERM_MAX characters.
 * `field`: `term_es` for the Spanish term (the same rules).
 */
export function parseTerm(raw: unknown, field = 'term'): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    throw fieldError(field, GLOSSARY_MESSAGES.notText(field));
  const term = collapseSpaces(String(raw ?? '').replace(/[\r\n\t]+/g, ' ')).trim();
  if (!term) throw fieldError(field, GLOSSARY_MESSAGES.termRequired);
  if (term.length > GLOSSARY_TERM_MAX) throw fieldError(field, GLOSSARY_MESSAGES.termTooLong(GLOSSARY_TERM_MAX));
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[<>]|javascript:/i.test(term) || /[\u0000-\u001f\u007f]/.test(term)) {
    throw fieldError(field, GLOSSARY_MESSAGES.termPlain);
  }
  return term;
}

/** Every link target in the HTML, entities decoded (as a browser would read them). */
export function linkTargets(html: string): string[] {
  const hrefs: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['a'],
    allowedAttributes: { a: ['href'] },
    transformTags: {
      a: (tagName, attribs) => {
        if (attribs.href !== undefined) hrefs.push(attribs.href);
        return { tagName, attribs };
      },
    },
  });
  return hrefs;
}

/**
 * A definition: required rich text, its links https:// only (the spec's message), then sanitised to
 * the detail page's allow-list (scripts, handlers, iframes, styles never survive). Markup that
 * leaves no text ("<script>…</script>" alone) counts as no definition.
 */
export function parseDefinition(raw: unknown, field = 'definition'): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    throw fieldError(field, GLOSSARY_MESSAGES.notText(field));
  }
  const text = String(raw ?? '');
  if (!text.trim()) throw fieldError(field, GLOSSARY_MESSAGES.definitionRequired);
  if (text.length > GLOSSARY_DEFINITION_MAX)
    throw fieldError(field, GLOSSARY_MESSAGES.definitionTooLong(GLOSSARY_DEFINITION_MAX));
  if (linkTargets(text).some((href) => !/^https:\/\/[^\s/]+/i.test(href.trim()))) {
    throw fieldError(field, GLOSSARY_MESSAGES.invalidUrl);
  }
  const html = sanitizeRichText(text);
  const words = html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() : '';
  if (!html || !words) throw fieldError(field, GLOSSARY_MESSAGES.definitionRequired);
  return html;
}

/** The Spanish pair as stored: both, or neither (null). */
export type SpanishText = { termEs: string; definitionEs: string } | null;

const blank = (raw: unknown) =>
  raw === undefined || raw === null || (typeof raw === 'string' && !raw.replace(/<[^>]*>/g, '').trim());

/**
 * The optional Spanish term and definition (issue 28): `undefined` when the body names neither
 * (a legacy client's save keeps what is stored), null when both are empty (cleared), else both
 * parsed by the English fields' rules. One without the other is refused on the missing field.
 */
export function parseSpanish(termRaw: unknown, definitionRaw: unknown, named: boolean): SpanishText | undefined {
  if (!named) return undefined;
  if (blank(termRaw) && blank(definitionRaw)) return null;
  if (blank(termRaw)) throw fieldError('term_es', GLOSSARY_MESSAGES.spanishTermRequired);
  if (blank(definitionRaw)) throw fieldError('definition_es', GLOSSARY_MESSAGES.spanishDefinitionRequired);
  return { termEs: parseTerm(termRaw, 'term_es'), definitionEs: parseDefinition(definitionRaw, 'definition_es') };
}

/** A photo caption (definition_text): plain text, may be empty (null). */
export function parseCaption(raw: unknown): string | null {
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'string') throw fieldError('definition_text', GLOSSARY_MESSAGES.notText('definition_text'));
  const text = collapseSpaces(raw).trim();
  if (!text) return null;
  if (text.length > GLOSSARY_CAPTION_MAX)
    throw fieldError('definition_text', GLOSSARY_MESSAGES.captionTooLong(GLOSSARY_CAPTION_MAX));
  if (/<[a-z!/?]|javascript:/i.test(text)) throw fieldError('definition_text', GLOSSARY_MESSAGES.captionPlain);
  return text;
}
