import { MantineProvider, Pagination } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { markupShape } from '@/testing/markup-shape';
import { pageWindow, ResultsPagination } from './results-pagination';

const href = (page: number) => `/search-results?page=${page}`;
const asLink = (to: string) => ({ component: Link, to }) as Record<string, unknown>;

/** The same controls through Mantine's Pagination: what ResultsPagination drew before it drew them itself. */
function MantinePages({ activePage, totalPages }: { activePage: number; totalPages: number }) {
  const first = activePage <= 1;
  const last = activePage >= totalPages;
  return (
    <nav aria-label="Result pages">
      <Pagination.Root total={totalPages} value={activePage} onChange={() => {}}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, justifyContent: 'center' }}>
          <Pagination.First {...(first ? {} : asLink(href(1)))} aria-label="First page" />
          <Pagination.Previous {...(first ? {} : asLink(href(activePage - 1)))} aria-label="Previous page" />
          {pageWindow(activePage, totalPages).map((page) => (
            <Pagination.Control
              key={page}
              active={page === activePage}
              aria-current={page === activePage ? 'page' : undefined}
              aria-label={`Page ${page}`}
              {...asLink(href(page))}
            >
              {page}
            </Pagination.Control>
          ))}
          <Pagination.Next {...(last ? {} : asLink(href(activePage + 1)))} aria-label="Next page" />
          <Pagination.Last {...(last ? {} : asLink(href(totalPages)))} aria-label="Last page" />
        </div>
      </Pagination.Root>
    </nav>
  );
}

describe('ResultsPagination', () => {
  it.each([
    [1, 7],
    [4, 7],
    [7, 7],
    [2, 2],
  ])('draws what Mantine’s Pagination draws (page %i of %i)', (activePage, totalPages) => {
    const theirs = render(
      <MantineProvider>
        <MemoryRouter>
          <MantinePages activePage={activePage} totalPages={totalPages} />
        </MemoryRouter>
      </MantineProvider>,
    ).container.querySelector('nav')!;
    const ours = render(
      <MantineProvider>
        <MemoryRouter>
          <ResultsPagination activePage={activePage} totalPages={totalPages} pageHref={href} />
        </MemoryRouter>
      </MantineProvider>,
    ).container.querySelector('nav')!;
    expect(markupShape(ours)).toEqual(markupShape(theirs));
  });

  it('links every page it can go to, marks the current one, and draws nothing for a single page', () => {
    const { container } = render(
      <MemoryRouter>
        <ResultsPagination activePage={1} totalPages={1} pageHref={href} />
        <ResultsPagination activePage={3} totalPages={9} pageHref={href} label="List pages" />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('nav')).toHaveLength(1);
    const nav = screen.getByRole('navigation', { name: 'List pages' });
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', href(2));
    expect(screen.getByRole('link', { name: 'Last page' })).toHaveAttribute('href', href(9));
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['', '', '1', '2', '3', '4', '', '']);
  });
});
