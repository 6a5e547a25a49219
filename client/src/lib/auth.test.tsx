import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '@/generated/graphql';
import { authLink } from './apollo-client';
import {
  canAccess,
  endSession,
  getViewer,
  parseViewer,
  restoreSession,
  ROLE_ADMIN,
  ROLE_EDITOR,
  startSession,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
  useViewer,
  type Viewer,
} from './auth';
import { checkSession } from './session-check';

const viewer = (roleId: number, id = 1): Viewer => ({
  id,
  firstName: 'Ada',
  lastName: 'Tree',
  email: 'a@x.org',
  roleId,
  roleName: 'user',
  postNominal: null,
  organization: null,
  emailNotifications: false,
  pendingEmail: null,
});

const apiUser = (overrides: Partial<Viewer> = {}) => ({ __typename: 'User' as const, ...viewer(1), ...overrides });

type Answer = (operationName: string, headers: Record<string, string>) => Record<string, unknown>;

/** A client whose terminating link answers with `answer` and records the headers it was sent. */
function clientAnswering(answer: Answer) {
  const sent: Record<string, string>[] = [];
  const terminal = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const headers = (operation.getContext().headers ?? {}) as Record<string, string>;
        sent.push(headers);
        try {
          observer.next(answer(operation.operationName ?? '', headers) as ApolloLink.Result);
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.from([authLink, terminal]) });
  return { client, sent };
}

function storeSession(token: string, profile: Viewer) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(profile));
  restoreSession();
}

afterEach(() => {
  cleanup(); // unmount first: a session change in a mounted app refetches its queries
  endSession();
  localStorage.clear();
});

describe('canAccess', () => {
  it.each([
    ['public', [true, true, true, true]],
    ['user', [false, true, true, true]],
    ['editor', [false, false, true, true]],
    ['admin', [false, false, false, true]],
  ] as const)('%s: anonymous, user, editor, admin', (access, expected) => {
    const visitors = [null, viewer(1), viewer(ROLE_EDITOR), viewer(ROLE_ADMIN)];
    expect(visitors.map((visitor) => canAccess(visitor, access))).toEqual(expected);
  });
});

describe('session storage', () => {
  it('login keeps the token and the profile in localStorage; logout removes them', () => {
    startSession('tok-1', apiUser({ roleId: ROLE_EDITOR }));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).toMatchObject({ id: 1, roleId: ROLE_EDITOR });
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!)).not.toHaveProperty('__typename');
    endSession();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(getViewer()).toBeNull();
  });

  it('a page load takes the stored session; a token without a valid profile is no session', () => {
    storeSession('tok-2', viewer(ROLE_ADMIN));
    expect(getViewer()).toMatchObject({ roleId: ROLE_ADMIN });
    localStorage.setItem(USER_STORAGE_KEY, '{"id":"1","roleId":3}');
    restoreSession();
    expect(getViewer()).toBeNull();
  });

  it('parseViewer refuses what is not a profile', () => {
    expect(parseViewer(null)).toBeNull();
    expect(parseViewer('not json')).toBeNull();
    expect(parseViewer('[]')).toBeNull();
    expect(parseViewer(JSON.stringify({ ...viewer(1), roleId: '3' }))).toBeNull();
    expect(parseViewer(JSON.stringify(viewer(1)))).toEqual(viewer(1));
  });
});

describe('another tab', () => {
  const wrapper = (client: ApolloClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <ApolloProvider client={client}>{children}</ApolloProvider>;
    };

  it('a token changed in another tab logs this tab out (and leaves that tab’s session alone)', () => {
    const { client } = clientAnswering(() => ({ data: { me: null } }));
    startSession('mine', apiUser());
    const { result } = renderHook(() => useViewer(), { wrapper: wrapper(client) });
    expect(result.current?.id).toBe(1);

    act(() => {
      localStorage.setItem(TOKEN_STORAGE_KEY, 'theirs');
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: TOKEN_STORAGE_KEY,
          oldValue: 'mine',
          newValue: 'theirs',
          storageArea: localStorage,
        }),
      );
    });
    expect(result.current).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('theirs');
  });

  it('a logout in another tab (token removed) logs this tab out', () => {
    const { client } = clientAnswering(() => ({ data: { me: null } }));
    startSession('mine', apiUser());
    const { result } = renderHook(() => useViewer(), { wrapper: wrapper(client) });
    act(() => {
      localStorage.removeItem(TOKEN_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, oldValue: 'mine', newValue: null }));
    });
    expect(result.current).toBeNull();
  });

  it('the same session’s profile edited in another tab updates this one', () => {
    const { client } = clientAnswering(() => ({ data: { me: null } }));
    startSession('mine', apiUser());
    const { result } = renderHook(() => useViewer(), { wrapper: wrapper(client) });
    const edited = JSON.stringify({ ...viewer(1), firstName: 'Adah' });
    act(() => {
      localStorage.setItem(USER_STORAGE_KEY, edited);
      window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, newValue: edited }));
    });
    expect(result.current?.firstName).toBe('Adah');
  });
});

describe('check-user (me)', () => {
  it('me null ("Failed") logs out', async () => {
    const { client } = clientAnswering(() => ({ data: { me: null } }));
    storeSession('stale', viewer(ROLE_ADMIN));
    await checkSession(client);
    expect(getViewer()).toBeNull();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('a fresh profile replaces the stored one (a demotion shows at once)', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { me: apiUser({ roleId: 1, roleName: 'user' }) } }));
    storeSession('good', viewer(ROLE_ADMIN));
    await checkSession(client);
    expect(getViewer()).toMatchObject({ roleId: 1, roleName: 'user' });
    expect(sent[0].authorization).toBe('Bearer good');
  });

  it('a failed check (server down) keeps the session', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    storeSession('good', viewer(1));
    await checkSession(client);
    expect(getViewer()).not.toBeNull();
    expect(consoleError).toHaveBeenCalled();
  });

  it('checks once per token and page load', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { me: apiUser() } }));
    storeSession('good', viewer(1));
    await checkSession(client);
    await checkSession(client);
    expect(sent).toHaveLength(1);
  });
});

describe('authLink', () => {
  it('sends the bearer token only when signed in', async () => {
    const { client, sent } = clientAnswering(() => ({ data: { me: null } }));
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    expect(sent[0].authorization).toBeUndefined();
    startSession('tok-9', apiUser());
    await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
    expect(sent[1].authorization).toBe('Bearer tok-9');
  });

  it('a request refused as UNAUTHENTICATED with our token logs out', async () => {
    const { client } = clientAnswering(() => ({
      errors: [{ message: 'Please log in', extensions: { code: 'UNAUTHENTICATED' } }],
    }));
    startSession('dead', apiUser());
    await expect(client.query({ query: MeDocument, fetchPolicy: 'network-only' })).rejects.toThrow('Please log in');
    expect(getViewer()).toBeNull();
  });
});
