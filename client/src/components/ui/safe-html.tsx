import type { ElementType } from 'react';

type SafeHtmlProps = {
  /** Rich text from the server's rich-text fields (a tree's memo and notes, glossary definitions). */
  html: string;
  component?: ElementType;
  className?: string;
};

/**
 * The one component that puts HTML into the page. Its HTML is the server's rich text, which the
 * server sanitises to a small allow-list on save and holds on every read (server
 * import/rich-text.ts, safeRichText: p, br, em, strong, i, b, ul, ol, li, and links to https: or
 * mailto: only). So the page renders it at once, on the server and in the browser alike: no
 * sanitiser to download first, and no empty element until one has.
 */
export function SafeHtml({ html, component: Component = 'div', className }: SafeHtmlProps) {
  return <Component className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
