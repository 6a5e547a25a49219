import { decodeHTML } from 'entities';
import sanitizeHtml from 'sanitize-html';
import { repairMojibake } from './mojibake';

/**
 * Rich text (memo, ethnobotanical_info, invasive_text, schoolyard notes) from the export is HTML that
 * was escaped once ("&lt;em&gt;Abies grandis&lt;/em&gt;") and then damaged:
 *
 *  - 308 cells lost the `&` of their entities: "lt;emgt;A. grandislt;/emgt;", "stylequot;",
 *    "amp;quot;lollipopamp;quot;", "25amp;ordm;F";
 *  - in some cells a filter removed everything from "&lt;" to the next "&", leaving only the "gt;" of
 *    each tag: "(gt;Abies concolorgt;)" was "(<em>Abies concolor</em>)";
 *  - entities escaped twice: "&amp;nbsp;", "&amp;ldquo;";
 *  - a stray leading "%" ("%This plant is classified as invasive ...");
 *  - Mac Roman / Windows-1252 mojibake ("worldÕs", "SÃ¶hne"), see mojibake.ts.
 *
 * repairRichText undoes what can be undone, then sanitises to the small allow-list the detail page
 * renders: p, br, em, strong, i, b, ul, ol, li and a[href] with https: or mailto: only (http: links
 * are upgraded to https:, every site they point to serves it).
 */

export interface RichTextResult {
  /** Sanitised HTML, or null when nothing is left. */
  html: string | null;
  /** Entity damage was repaired (counted in the report). */
  repaired: boolean;
  /** Bare "gt;" markers were turned into <em> by guesswork: an editor should look (reported). */
  guessed: boolean;
  /** Fragments that still look like mojibake (reported). */
  suspicious: string[];
}

const ENTITY_NAMES = 'quot|amp|lt|gt|nbsp|lsquo|rsquo|ldquo|rdquo|ndash|mdash|ordm|deg|apos|hellip|times|#\\d+';

export const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'i', 'b', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const upgraded: sanitizeHtml.Attributes = href ? { href: href.replace(/^http:\/\//i, 'https://') } : {};
      return { tagName, attribs: upgraded };
    },
  },
  // Empty inline/block elements left over from the damage ("<em></em>", "<p> </p>").
  exclusiveFilter: (frame) =>
    frame.tag !== 'br' && frame.tag !== 'a' && !frame.text.trim() && !frame.mediaChildren.length,
};

/** Sanitises HTML that is already clean markup (editor input goes through here too). */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  const clean = sanitizeHtml(html, RICH_TEXT_OPTIONS)
    .replace(/\u00a0|&nbsp;/g, ' ')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+(<\/(?:p|li)>)/g, '$1')
    .replace(/(<(?:p|li)>)\s+/g, '$1')
    .trim();
  return clean === '' ? null : clean;
}

/**
 * The markup sanitizeRichText leaves, and nothing else: text without "<", the allow-list's tags
 * without attributes, and links with one https: or mailto: href. Its output always has this form,
 * so stored rich text (sanitised on save) is recognised with one linear scan; text that has not
 * (a value written past the services) is sanitised again. Nothing of this form can run script.
 */
const SANITISED_TAG = /<\/?(?:p|em|strong|i|b|ul|ol|li|a)>|<br \/>|<a href="(?:https:\/\/|mailto:)[^"<>]*">/y;

/**
 * Whether every `<` of the text starts one of the tags sanitizeRichText writes (text between them
 * is free). A scan from tag to tag, linear in the text's length. (One regular expression of the
 * form `^(?:[^<]+|<tag>)*$` backtracks exponentially over the text before a tag it refuses: 47 s
 * for a memo of 22 characters before a `<script>`.)
 */
function isSanitisedForm(html: string): boolean {
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at)) {
    SANITISED_TAG.lastIndex = at;
    if (!SANITISED_TAG.test(html)) return false;
    at = SANITISED_TAG.lastIndex;
  }
  return true;
}

/**
 * Rich text as it leaves the server (the tree page's memo and notes, glossary definitions): stored
 * values were sanitised on save; this holds that for every read too. A value already of the
 * sanitised form is returned as it is (a scan of microseconds), any other is sanitised here.
 */
export function safeRichText(html: string | null | undefined): string | null {
  if (!html) return null;
  return isSanitisedForm(html) ? html : sanitizeRichText(html);
}

/** Step 1: put back the `&` that 308 cells lost, and undo double escaping. Exported for tests. */
export function repairEntities(raw: string): { text: string; repaired: boolean; guessed: boolean } {
  let text = raw;
  const before = text;

  // "&amp;nbsp;" / "&amp;ldquo;" -> "&nbsp;" / "&ldquo;" (escaped twice).
  // ("&amp;amp;" is left: once decoded it is the markup "&amp;", a correct ampersand.)
  text = text.replace(new RegExp(`&amp;(?!amp;)(${ENTITY_NAMES});`, 'g'), '&$1;');
  // "amp;gt;" is a cut-off tag like the bare "gt;" markers below.
  text = text.replace(/(?<!&)amp;(lt|gt);/g, '$1;');
  // "amp;quot;" / "25amp;ordm;F" -> "&quot;" / "25&ordm;F" (lost & before an entity that lost its own &).
  text = text.replace(new RegExp(`(?<!&|&amp;)amp;(${ENTITY_NAMES});`, 'g'), '&$1;');
  // A lone "amp;" is what is left of a "&nbsp;" ("cooler climates.amp; In", "producedamp; in"): a space.
  // (No word of the export ends in "amp;": checked over all 1,924 rows.)
  text = text.replace(/(?<!&|&amp;)amp;/g, ' ');
  // "stylequot;" / "quot;lollipop" -> &quot;
  text = text.replace(/(?<!&)quot;/g, '&quot;');
  // Whole tags that lost both ampersands: "lt;emgt;" "lt;/emgt;" "lt;span stylequot;...quot;gt;" "lt;br /gt;".
  text = text.replace(/(?<!&)lt;(\/?[a-zA-Z][a-zA-Z0-9]*)((?:\s[^<>]*?)?)(\s*\/?)(?<!&)gt;/g, '&lt;$1$2$3&gt;');
  const repaired = text !== before;

  // What is left are bare "gt;" markers whose opening "&lt;em&" was cut away. Pairs of them enclose
  // a Latin name: "(gt;Abies concolorgt;)" -> "(<em>Abies concolor</em>)". Text that does not look
  // like a short name between two markers (a lost link or paragraph break) just gets a space.
  let guessed = false;
  const parts = text.split(/(?<!&)gt;/);
  if (parts.length > 1) {
    guessed = true;
    let out = parts[0];
    let i = 1;
    while (i < parts.length) {
      const inner = parts[i];
      const hasClosing = i + 1 < parts.length;
      if (hasClosing && /^[A-Za-z×. '-]{2,60}$/.test(inner) && inner.trim() !== '') {
        const lead = /[\w)]$/.test(out) ? ' ' : '';
        const tail = /^[\w(]/.test(parts[i + 1]) ? ' ' : '';
        out += `${lead}&lt;em&gt;${inner.trim()}&lt;/em&gt;${tail}${parts[i + 1]}`;
        i += 2;
      } else {
        out += ` ${inner}`;
        i += 1;
      }
    }
    text = out;
  }
  // Tags cut off at the end ("lt;br /" at the end of a cell): dropped.
  const dangling = /(?<!&)lt;\/?[a-zA-Z]+\s*\/?\s*/g;
  if (dangling.test(text)) {
    guessed = true;
    text = text.replace(dangling, ' ');
  }
  return { text, repaired, guessed };
}

/** Converts plain text with line breaks into paragraphs (only when the cell holds no markup). */
function paragraphs(html: string): string {
  if (/<(p|br|ul|ol|li)\b/i.test(html) || !/\n/.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => `<p>${para.replace(/\s*\n\s*/g, '<br>')}</p>`)
    .join('');
}

export function repairRichText(raw: string | null | undefined): RichTextResult {
  const empty: RichTextResult = { html: null, repaired: false, guessed: false, suspicious: [] };
  if (raw === null || raw === undefined) return empty;
  let text = raw.trim();
  let repaired = false;
  // A stray "%" at the start (and, in the same cells, at the end) of the text.
  if (/^%|%$/.test(text) && !/\d%$/.test(text)) {
    text = text.replace(/^%+\s*/, '').replace(/\s*%+$/, '');
    repaired = true;
  }
  if (text === '') return { ...empty, repaired };

  const entities = repairEntities(text);
  // The cell is escaped HTML: one decode gives the markup ("&lt;em&gt;" -> "<em>"; "&amp;" -> "&").
  let html = decodeHTML(entities.text);
  const mojibake = repairMojibake(html, { prose: true });
  html = paragraphs(mojibake.text);
  return {
    html: sanitizeRichText(html),
    repaired: repaired || entities.repaired || mojibake.repaired > 0,
    guessed: entities.guessed,
    suspicious: mojibake.suspicious,
  };
}
