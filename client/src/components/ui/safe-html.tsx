import type { ElementType } from 'react';
import { useSanitizer } from '@/lib/use-sanitizer';

type SafeHtmlProps = {
  html: string;
  component?: ElementType;
  className?: string;
};

/**
 * The one component that puts HTML into the page, and only after DOMPurify has cleaned it. Until the
 * sanitiser has loaded (normally before the data does) it renders the empty element, never the raw HTML.
 */
export function SafeHtml({ html, component: Component = 'div', className }: SafeHtmlProps) {
  const sanitizer = useSanitizer();
  if (!sanitizer) return <Component className={className} aria-busy="true" />;
  return <Component className={className} dangerouslySetInnerHTML={{ __html: sanitizer.sanitizeHtml(html) }} />;
}
