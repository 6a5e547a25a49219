import '@mantine/core/styles/Pagination.layer.css';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/ui';
import { useT } from '@/i18n/i18n';

/** Spec §9: pagination shows 4 page links. */
export const PAGE_LINKS = 4;

/** The page numbers shown around the active page (the legacy pager's window: active is third when it can be). */
export function pageWindow(active: number, totalPages: number, size = PAGE_LINKS): number[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(active, 1), totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, index) => start + index);
}

type ResultsPaginationProps = {
  activePage: number;
  /** What the pages are of, for screen readers ('Result pages', 'List pages'): in the page's language. */
  label?: string;
  totalPages: number;
  /** The URL of a page (every page is a link, so it can be opened in a new tab or shared). */
  pageHref: (page: number) => string;
};

/** Mantine's pagination icons (its PaginationIcons), as it draws them. */
const ICON_PATHS = {
  first:
    'M6.85355 3.85355C7.04882 3.65829 7.04882 3.34171 6.85355 3.14645C6.65829 2.95118 6.34171 2.95118 6.14645 3.14645L2.14645 7.14645C1.95118 7.34171 1.95118 7.65829 2.14645 7.85355L6.14645 11.8536C6.34171 12.0488 6.65829 12.0488 6.85355 11.8536C7.04882 11.6583 7.04882 11.3417 6.85355 11.1464L3.20711 7.5L6.85355 3.85355ZM12.8536 3.85355C13.0488 3.65829 13.0488 3.34171 12.8536 3.14645C12.6583 2.95118 12.3417 2.95118 12.1464 3.14645L8.14645 7.14645C7.95118 7.34171 7.95118 7.65829 8.14645 7.85355L12.1464 11.8536C12.3417 12.0488 12.6583 12.0488 12.8536 11.8536C13.0488 11.6583 13.0488 11.3417 12.8536 11.1464L9.20711 7.5L12.8536 3.85355Z',
  previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z',
  next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z',
  last: 'M2.14645 11.1464C1.95118 11.3417 1.95118 11.6583 2.14645 11.8536C2.34171 12.0488 2.65829 12.0488 2.85355 11.8536L6.85355 7.85355C7.04882 7.65829 7.04882 7.34171 6.85355 7.14645L2.85355 3.14645C2.65829 2.95118 2.34171 2.95118 2.14645 3.14645C1.95118 3.34171 1.95118 3.65829 2.14645 3.85355L5.79289 7.5L2.14645 11.1464ZM8.14645 11.1464C7.95118 11.3417 7.95118 11.6583 8.14645 11.8536C8.34171 12.0488 8.65829 12.0488 8.85355 11.8536L12.8536 7.85355C13.0488 7.65829 13.0488 7.34171 12.8536 7.14645L8.85355 3.14645C8.65829 2.95118 8.34171 2.95118 8.14645 3.14645C7.95118 3.34171 7.95118 3.65829 8.14645 3.85355L11.7929 7.5L8.14645 11.1464Z',
};
const ICON_STYLE: CSSProperties = {
  width: 'calc(var(--pagination-control-size) / 1.8)',
  height: 'calc(var(--pagination-control-size) / 1.8)',
};
/** Mantine's classes of a pagination control (an UnstyledButton). */
const CONTROL =
  'mantine-focus-auto mantine-active m_326d024a mantine-Pagination-control m_87cf2631 mantine-UnstyledButton-root';

/** First, previous, next or last: a link, or a disabled button where there is nowhere to go. */
function EdgeControl({ icon, label, to }: { icon: keyof typeof ICON_PATHS; label: string; to: string | null }) {
  const svg = (
    <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" style={ICON_STYLE} className="mantine-rotate-rtl">
      <path d={ICON_PATHS[icon]} fill="currentColor" />
    </svg>
  );
  if (to === null) {
    return (
      <button
        className={CONTROL.replace(' mantine-active', '')}
        data-disabled="true"
        type="button"
        disabled
        aria-label={label}
      >
        {svg}
      </button>
    );
  }
  return (
    <Link className={CONTROL} aria-label={label} to={to}>
      {svg}
    </Link>
  );
}

/**
 * Page links drawn with the markup and classes of Mantine's Pagination (its stylesheet draws them),
 * without the component: every control is a link, so a page can be opened in a new tab or shared,
 * and the results and site pages do not fetch Mantine's Pagination code (~2.7 kB compressed) before
 * they can run. results-pagination.test.tsx holds the markup to Mantine's.
 */
export function ResultsPagination({ activePage, totalPages, pageHref, label }: ResultsPaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const pages = pageWindow(activePage, totalPages);
  const first = activePage <= 1;
  const last = activePage >= totalPages;
  return (
    <nav aria-label={label ?? t('ui.resultPages')}>
      <div className="m_4addd315 mantine-Pagination-root">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
          <EdgeControl icon="first" label={t('ui.firstPage')} to={first ? null : pageHref(1)} />
          <EdgeControl icon="previous" label={t('ui.previousPage')} to={first ? null : pageHref(activePage - 1)} />
          {pages.map((page) => (
            <Link
              key={page}
              className={CONTROL}
              data-active={page === activePage || undefined}
              data-with-padding="true"
              aria-current={page === activePage ? 'page' : undefined}
              aria-label={t('ui.page', { page })}
              to={pageHref(page)}
            >
              {page}
            </Link>
          ))}
          <EdgeControl icon="next" label={t('ui.nextPage')} to={last ? null : pageHref(activePage + 1)} />
          <EdgeControl icon="last" label={t('ui.lastPage')} to={last ? null : pageHref(totalPages)} />
        </div>
      </div>
    </nav>
  );
}
