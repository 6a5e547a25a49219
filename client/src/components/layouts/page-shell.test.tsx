import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resourceLinks } from '@/config/external-links';
import { paths } from '@/config/paths';
import { translatorFor } from '@/i18n/i18n';
import { REGION_STORAGE_KEY } from '@/lib/region';
import { homeMocks, renderRoute } from '@/testing/render';

describe('page shell', () => {
  it('has the logo, Donate, Resources, Details, LOGIN, the region banner and the footer', async () => {
    renderRoute(paths.appraisals.href());
    await screen.findByRole('heading', { level: 1, name: 'Tree Appraisal' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'SelecTree A Tree Selection Guide, home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByRole('link', { name: 'Donate' })).toHaveAttribute('href', paths.donation.href());
    expect(within(header).getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(within(header).getByRole('button', { name: 'Details' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'LOGIN' })).toHaveAttribute('href', '/appraisals#auth_modal');

    expect(screen.getByRole('region', { name: 'Regional edition' })).toHaveTextContent('Trees for California');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Glossary' })).toHaveAttribute('href', paths.glossary.href());
    expect(within(footer).getByRole('link', { name: 'API' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('Resources menu lists the tree lists page and the external tools', async () => {
    renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('button', { name: 'Resources' }));

    const treeLists = await screen.findByRole('menuitem', { name: 'Tree Lists' });
    expect(treeLists).toHaveAttribute('href', paths.searchLists.href());
    for (const link of resourceLinks) {
      const item = screen.getByRole('menuitem', { name: new RegExp(translatorFor('en')(link.label)) });
      expect(item).toHaveAttribute('href', link.href);
      expect(item).toHaveAttribute('target', '_blank');
      expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    }

    fireEvent.click(treeLists);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search Tree Lists' })).toBeInTheDocument();
  });

  it('Details menu lists external pages', async () => {
    renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('button', { name: 'Details' }));
    const item = await screen.findByRole('menuitem', { name: /About SelecTree/ });
    expect(item).toHaveAttribute('target', '_blank');
    expect(item).toHaveTextContent('(opens in a new tab)');
  });

  it('LOGIN opens the login dialog through #auth_modal, and closing it drops the hash', async () => {
    const { router } = renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('link', { name: 'LOGIN' }));

    const dialog = await screen.findByRole('dialog', { name: 'Log in to SelecTree' });
    expect(router.state.location.hash).toBe('#auth_modal');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.pathname).toBe(paths.appraisals.href());
  });

  it('a link to #auth_modal opens the dialog on arrival', async () => {
    renderRoute(`${paths.appraisals.href()}#auth_modal`);
    expect(await screen.findByRole('dialog', { name: 'Log in to SelecTree' })).toBeInTheDocument();
  });

  it('the small-screen navigation opens from the burger with the same links', async () => {
    renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));

    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByRole('link', { name: 'Tree Lists' })).toHaveAttribute('href', paths.searchLists.href());
    expect(within(drawer).getByRole('link', { name: 'Donate' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(within(drawer).getByRole('navigation', { name: 'Details' })).toBeInTheDocument();
  });
});

describe('region banner', () => {
  it('/pacificislands shows the Pacific Islands edition and keeps it for the tab', async () => {
    renderRoute(paths.pacificIslands.href(), { mocks: homeMocks('PACIFIC_ISLANDS') });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('region', { name: 'Regional edition' })).toHaveTextContent('Trees for the Pacific Islands');
    expect(window.sessionStorage.getItem(REGION_STORAGE_KEY)).toBe('PACIFIC_ISLANDS');
    expect(screen.getByRole('link', { name: 'SelecTree A Tree Selection Guide, home' })).toHaveAttribute(
      'href',
      '/pacificislands',
    );
  });

  it('other pages use the region kept for the tab', async () => {
    window.sessionStorage.setItem(REGION_STORAGE_KEY, 'PACIFIC_ISLANDS');
    renderRoute(paths.appraisals.href());
    await screen.findByRole('heading', { level: 1, name: 'Tree Appraisal' });
    expect(screen.getByRole('region', { name: 'Regional edition' })).toHaveTextContent('Trees for the Pacific Islands');
  });

  it('switching on a home page moves to the other edition’s home', async () => {
    const { router } = renderRoute(paths.home.href(), {
      mocks: [...homeMocks('CALIFORNIA'), ...homeMocks('PACIFIC_ISLANDS')],
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Pacific Islands' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.pacificIslands.href()));
    expect(await screen.findByRole('button', { name: 'Switch to California' })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem(REGION_STORAGE_KEY)).toBe('PACIFIC_ISLANDS'));
  });

  it('switching elsewhere stays on the page and changes the banner', async () => {
    const { router } = renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Pacific Islands' }));
    expect(router.state.location.pathname).toBe(paths.appraisals.href());
    expect(screen.getByRole('region', { name: 'Regional edition' })).toHaveTextContent('Trees for the Pacific Islands');
    expect(window.sessionStorage.getItem(REGION_STORAGE_KEY)).toBe('PACIFIC_ISLANDS');
  });
});
