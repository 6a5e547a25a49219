import { fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { donationLink } from '@/config/external-links';
import { endSession, ROLE_ADMIN, startSession } from '@/lib/auth';
import { homeMocks, renderRoute } from '@/testing/render';
import { GlossaryDocument } from '@/features/glossary/generated/graphql';
import { createRoutes } from './router';

const HOME_HEADING = 'Find the right tree for the right place';

describe('404 page', () => {
  it('shows for a path the site does not know, with Back and Home', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // Inside the page shell: the header is still there.
    expect(screen.getByRole('link', { name: 'SelecTree A Tree Selection Guide, home' })).toBeInTheDocument();
  });

  it('Back returns to the previous page of the site', async () => {
    renderRoute('/nothing-here', { history: [paths.appraisals.href()] });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tree Appraisal' })).toBeInTheDocument();
  });

  it('Back goes home when the visitor landed on the missing page directly', async () => {
    renderRoute('/nothing-here', { mocks: homeMocks() });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
  });

  it('Home goes to the home page', async () => {
    renderRoute('/tree-detail/1/edit/extra', { mocks: homeMocks() });
    fireEvent.click(await screen.findByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
  });
});

describe('error page', () => {
  it('/error shows the error page with the default message, Back and Home', async () => {
    renderRoute(paths.error.href());
    expect(await screen.findByRole('heading', { level: 1, name: "We're Sorry!" })).toBeInTheDocument();
    expect(screen.getByText("It seems like we've encountered an unexpected error.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('renders inside the page shell when a screen throws, and logs the error', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const boom = new Error('screen exploded');
    function Exploding(): never {
      throw boom;
    }
    // The real route table with one more screen that fails while rendering.
    const withBrokenScreen = (client: Parameters<typeof createRoutes>[0]): RouteObject[] => {
      const [root] = createRoutes(client);
      const pages = root.children?.[0];
      if (root.index || !pages || pages.index) throw new Error('the route table no longer has a pathless pages route');
      return [
        {
          ...root,
          children: [{ ...pages, children: [{ path: '/broken', Component: Exploding }, ...(pages.children ?? [])] }],
        },
      ];
    };

    renderRoute('/broken', { routes: withBrokenScreen });

    expect(await screen.findByRole('heading', { level: 1, name: "We're Sorry!" })).toBeInTheDocument();
    expect(screen.getByText("It seems like we've encountered an unexpected error.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'SelecTree A Tree Selection Guide, home' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('unexpected error'), boom);
  });

  it('Back leaves the error page for the previous page', async () => {
    renderRoute(paths.error.href(), { history: [paths.appraisals.href()] });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tree Appraisal' })).toBeInTheDocument();
  });
});

describe('glossary page (no longer a placeholder)', () => {
  it('shows its terms A to Z with the letter index', async () => {
    const mocks = [
      {
        request: { query: GlossaryDocument },
        result: {
          data: {
            glossary: [
              {
                __typename: 'GlossaryEntry' as const,
                id: 1,
                term: 'Canopy',
                definition: '<p>The crown of a tree.</p>',
                version: 1,
                photos: [],
              },
            ],
          },
        },
      },
    ];
    renderRoute(paths.glossary.href(), { mocks });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tree Characteristics Glossary' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Canopy' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Glossary letters' })).toBeInTheDocument();
    expect(screen.queryByText('This part of SelecTree arrives in a later release.')).not.toBeInTheDocument();
  });
});

describe('restricted screens', () => {
  it.each([
    paths.myLists.href(),
    paths.account.href(),
    paths.treeEdit.href(42),
    paths.download.href(),
    paths.accountInvite.href(),
    paths.accountUsers.href(),
    paths.accountApiKeys.href(),
    paths.upload.href(),
    paths.email.href(),
  ])('%s sends an anonymous visitor home', async (path) => {
    const { router } = renderRoute(path, { mocks: homeMocks() });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('upload page (no longer a placeholder)', () => {
  it('an admin reaches /upload: the upload page with its file input', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              treeFields: [],
              climateZoneFields: [],
              limits: { maxRows: 10000, maxColumns: 200, maxCellLength: 100000, maxBodyBytes: 20971520 },
            }),
            { status: 200 },
          ),
      ),
    );
    startSession('admin-token', {
      id: 3,
      firstName: 'Ada',
      lastName: 'Admin',
      email: 'admin@example.org',
      roleId: ROLE_ADMIN,
      roleName: 'admin',
    });
    try {
      renderRoute(paths.upload.href());
      expect(await screen.findByRole('heading', { level: 1, name: 'Upload Tree Data' })).toBeInTheDocument();
      expect(await screen.findByLabelText('CSV file')).toBeInTheDocument();
      expect(screen.queryByText('This part of SelecTree arrives in a later release.')).not.toBeInTheDocument();
    } finally {
      endSession();
      localStorage.clear();
      vi.unstubAllGlobals();
    }
  });
});

describe('donation page', () => {
  it('has the donate button to the external giving page, the fund, and the FAQ', async () => {
    renderRoute(paths.donation.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Support SelecTree' })).toBeInTheDocument();
    const donate = screen.getByRole('link', { name: /^Donate to SelecTree/ });
    expect(donate).toHaveAttribute('href', donationLink.href);
    expect(donate).toHaveAttribute('target', '_blank');
    expect(donate).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'What your gift supports' })).toBeInTheDocument();
    for (const question of [/tax deductible/, /How will my gift be used/, /receive a receipt/]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
    expect(screen.queryByText('This part of SelecTree arrives in a later release.')).not.toBeInTheDocument();
  });
});

describe('appraisals page', () => {
  it('has the committee statement, the 24-inch box table, and the notes', async () => {
    renderRoute(paths.appraisals.href());
    expect(await screen.findByRole('heading', { name: /Regional Plant Appraisal Committee/ })).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Group 12.09', 'Group 22.24', 'Group 33.80', 'Group 44.75']);
    expect(screen.getByText(/brown trunk foot/)).toBeInTheDocument();
    expect(screen.getByText(/^Cost\./)).toBeInTheDocument();
    expect(screen.getByText(/^Species\./)).toBeInTheDocument();
  });
});
