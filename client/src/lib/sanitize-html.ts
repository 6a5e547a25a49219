import DOMPurify, { type Config } from 'dompurify';

/**
 * The only way rich text (tree memos, glossary definitions) reaches the page. Everything rendered
 * as HTML goes through DOMPurify here; components never call dangerouslySetInnerHTML themselves.
 */

const RICH_TEXT: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  // Kept so links may open a new tab; the hook below then adds rel="noopener noreferrer".
  ADD_ATTR: ['target'],
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

export function sanitizeHtml(dirty: string): string {
  installHooks();
  return DOMPurify.sanitize(dirty, { ...RICH_TEXT, RETURN_TRUSTED_TYPE: false });
}
