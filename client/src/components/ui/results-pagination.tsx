import '@mantine/core/styles/Pagination.layer.css';
import { Pagination } from '@mantine/core';
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

/** Links as Mantine pagination controls: the polymorphic root takes react-router's Link. */
const asLink = (to: string) => ({ component: Link, to }) as Record<string, unknown>;

export function ResultsPagination({ activePage, totalPages, pageHref, label }: ResultsPaginationProps) {
  const t = useT();
  if (totalPages <= 1) return null;
  const pages = pageWindow(activePage, totalPages);
  const first = activePage <= 1;
  const last = activePage >= totalPages;
  return (
    <nav aria-label={label ?? t('ui.resultPages')}>
      {/* Navigation happens through the links; the root only draws the active page. */}
      <Pagination.Root total={totalPages} value={Math.min(activePage, totalPages)} onChange={() => {}}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
          <Pagination.First {...(first ? {} : asLink(pageHref(1)))} aria-label={t('ui.firstPage')} />
          <Pagination.Previous {...(first ? {} : asLink(pageHref(activePage - 1)))} aria-label={t('ui.previousPage')} />
          {pages.map((page) => (
            <Pagination.Control
              key={page}
              active={page === activePage}
              aria-current={page === activePage ? 'page' : undefined}
              aria-label={t('ui.page', { page })}
              {...asLink(pageHref(page))}
            >
              {page}
            </Pagination.Control>
          ))}
          <Pagination.Next {...(last ? {} : asLink(pageHref(activePage + 1)))} aria-label={t('ui.nextPage')} />
          <Pagination.Last {...(last ? {} : asLink(pageHref(totalPages)))} aria-label={t('ui.lastPage')} />
        </div>
      </Pagination.Root>
    </nav>
  );
}
