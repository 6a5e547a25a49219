import type { ElementType } from 'react';
import { sanitizeHtml, type HtmlProfile } from '@/lib/sanitize-html';

type SafeHtmlProps = {
  html: string;
  profile?: HtmlProfile;
  component?: ElementType;
  className?: string;
};

/** The one component that puts HTML into the page, and only after DOMPurify has cleaned it. */
export function SafeHtml({ html, profile = 'rich', component: Component = 'div', className }: SafeHtmlProps) {
  return <Component className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, profile) }} />;
}
