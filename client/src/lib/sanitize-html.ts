import DOMPurify, { type Config } from 'dompurify';

/**
 * The only way rich text (tree memos, glossary definitions) reaches the page. Everything rendered
 * as HTML goes through DOMPurify here; components never call dangerouslySetInnerHTML themselves.
 */

/** Tags kept in a short inline summary: emphasis (scientific names are italic), nothing else. */
const SUMMARY_TAGS = ['em', 'i', 'strong', 'b', 'br', 'p'];

export type HtmlProfile = 'rich' | 'summary';

const profiles: Record<HtmlProfile, Config> = {
  rich: {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    // Kept so links may open a new tab; the hook below then adds rel="noopener noreferrer".
    ADD_ATTR: ['target'],
  },
  summary: { ALLOWED_TAGS: SUMMARY_TAGS, ALLOWED_ATTR: [] },
};

let hooksInstalled = false;
function installHooks() {
  if (hooksInstalled) return;
  hooksInstalled = true;
  // Links that open a new tab must not hand the opener to the target page.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.target === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHtml(dirty: string, profile: HtmlProfile = 'rich'): string {
  installHooks();
  return DOMPurify.sanitize(dirty, { ...profiles[profile], RETURN_TRUSTED_TYPE: false });
}

/**
 * A short summary of rich text: sanitised to emphasis-only markup, then cut after `maxChars`
 * characters of text at a word boundary (with an ellipsis). Returns sanitised HTML.
 */
export function summarizeHtml(dirty: string, maxChars: number): string {
  installHooks();
  const fragment = DOMPurify.sanitize(dirty, {
    ...profiles.summary,
    RETURN_DOM_FRAGMENT: true,
  });

  let remaining = maxChars;
  const walker = document.createTreeWalker(fragment, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) textNodes.push(node as Text);

  for (const node of textNodes) {
    const text = node.data;
    if (remaining <= 0) {
      node.remove();
    } else if (text.length > remaining) {
      const cut = text.slice(0, remaining + 1);
      const lastSpace = cut.search(/\s\S*$/);
      const kept = (lastSpace > remaining / 2 ? cut.slice(0, lastSpace) : cut.slice(0, remaining)).trimEnd();
      node.data = `${kept.replace(/[\s,;:.]+$/, '')}…`;
      remaining = 0;
    } else {
      remaining -= text.length;
    }
  }

  const container = document.createElement('div');
  container.append(fragment);
  // Drop elements left empty by the cut (e.g. a trailing <p></p>).
  container.querySelectorAll('p, em, i, strong, b').forEach((element) => {
    if (!element.textContent?.trim()) element.remove();
  });
  return container.innerHTML.trim();
}
