import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { LogoutDocument } from '@/generated/graphql';
import { endSession, ROLE_ADMIN, ROLE_EDITOR, ROLE_USER, startSession, TOKEN_STORAGE_KEY } from '@/lib/auth';
import { renderRoute, setWholeAppTimeouts } from '@/testing/render';
import { translatorFor } from '@/i18n/i18n';
import { accountNavEntries } from './account-nav';

/** The entries as shown in English. */
const englishEntries = (viewer: Parameters<typeof accountNavEntries>[0]) =>
  accountNavEntries(viewer).map((entry) => ({ ...entry, label: translatorFor('en')(entry.label) }));

setWholeAppTimeouts();

const signIn = (roleId: number) =>
  startSession(`token-${roleId}`, {
    id: 10 + roleId,
    firstName: 'Ada',
    lastName: 'Tree',
    email: 'ada@example.org',
    roleId,
    roleName: ['', 'user', 'editor', 'admin'][roleId],
  });

const USER_MENU = ['MY ACCOUNT', 'MY LISTS', 'MY SITES', 'LOGOUT'];
const EDITOR_MENU = [
  'MY ACCOUNT',
  'MY LISTS',
  'MY SITES',
  'ADD TREE',
  'REVIEW QUEUE',
  'DRAFTS & EDITS',
  'DOWNLOAD DATA',
  'EDIT GLOSSARY',
  'LOGOUT',
];
const ADMIN_MENU = [
  'MY ACCOUNT',
  'MY LISTS',
  'MY SITES',
  'ADD TREE',
  'REVIEW QUEUE',
  'DRAFTS & EDITS',
  'DOWNLOAD DATA',
  'UPLOAD DATA',
  'EDIT GLOSSARY',
  'SEND EMAIL',
  'LOGOUT',
];

afterEach(() => {
  cleanup(); // unmount first: a session change in a mounted app refetches its queries
  endSession();
  localStorage.clear();
});

describe('signed-in menu entries per role (spec §2, §6)', () => {
  it.each([
    [ROLE_USER, USER_MENU],
    [ROLE_EDITOR, EDITOR_MENU],
    [ROLE_ADMIN, ADMIN_MENU],
  ])('role %i', (roleId, labels) => {
    const viewer = { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.org', roleId };
    expect(englishEntries(viewer).map((entry) => entry.label)).toEqual(labels);
  });

  it('links where each entry leads', () => {
    const viewer = { id: 1, firstName: 'A', lastName: 'B', email: 'a@b.org', roleId: ROLE_ADMIN };
    const targets = Object.fromEntries(englishEntries(viewer).map((e) => [e.label, 'to' in e ? e.to : e.action]));
    expect(targets).toEqual({
      'MY ACCOUNT': paths.account.href(),
      'MY LISTS': paths.myLists.href(),
      'MY SITES': paths.mySites.href(),
      'ADD TREE': paths.treeEdit.href('new'),
      'REVIEW QUEUE': paths.editorQueue.href(),
      'DRAFTS & EDITS': paths.editorWork.href(),
      'DOWNLOAD DATA': paths.download.href(),
      'UPLOAD DATA': paths.upload.href(),
      'EDIT GLOSSARY': '/tree-characteristics-glossary?adminView=true',
      'SEND EMAIL': paths.email.href(),
      LOGOUT: 'logout',
    });
  });
});

describe('header login menu', () => {
  it('anonymous: LOGIN, no account menu', async () => {
    renderRoute(paths.appraisals.href());
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /account menu/ })).toBeNull();
  });

  it.each([
    ['user', ROLE_USER, USER_MENU],
    ['editor', ROLE_EDITOR, EDITOR_MENU],
    ['admin', ROLE_ADMIN, ADMIN_MENU],
  ])('%s: the menu lists exactly its entries', async (_name, roleId, labels) => {
    signIn(roleId);
    renderRoute(paths.appraisals.href());
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('link', { name: 'LOGIN' })).toBeNull();
    fireEvent.click(within(header).getByRole('button', { name: 'Ada account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(labels);
  });

  it('MY ACCOUNT opens /account', async () => {
    signIn(ROLE_USER);
    const { router } = renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('button', { name: 'Ada account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'MY ACCOUNT' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.account.href()));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument();
  });

  it('LOGOUT ends the session on the server and here; LOGIN comes back', async () => {
    signIn(ROLE_USER);
    renderRoute(paths.appraisals.href(), {
      mocks: [{ request: { query: LogoutDocument }, result: { data: { logout: true } } }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ada account menu' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'LOGOUT' }));
    expect(await screen.findByRole('link', { name: 'LOGIN' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('the small-screen drawer lists the same entries', async () => {
    signIn(ROLE_EDITOR);
    renderRoute(paths.appraisals.href());
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    const labels = [
      ...within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
      ...within(account)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ];
    expect(labels).toEqual(EDITOR_MENU);
    expect(within(drawer).queryByRole('link', { name: 'LOGIN' })).toBeNull();
  });
});
