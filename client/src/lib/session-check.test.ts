import 'fake-indexeddb/auto';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogue } from '@/i18n/i18n';
import { logout, unsentWarning } from './session-check';
import { endSession, getSessionToken, startSession } from './session-store';
import { keepAnswer, outboxCount, queueChange, readAnswer, userDbName } from './user-store';

const USER = { id: 31, firstName: 'Kim', lastName: 'Offline', email: 'kim@example.org', roleId: 1 };

/** A client whose every request answers as the server's logout does (the request itself is not under test here). */
function client() {
  const logouts: string[] = [];
  const link = new ApolloLink((operation) => {
    logouts.push(operation.operationName ?? '');
    return of({ data: { logout: true } });
  });
  return { apollo: new ApolloClient({ link, cache: new InMemoryCache() }), logouts };
}

const databases = async () => (await indexedDB.databases()).map((db) => db.name);

afterEach(() => {
  endSession();
  vi.restoreAllMocks();
});

describe('logout with the offline store (issue 27.4)', () => {
  it('with changes waiting: asks; declined, nothing happens (still signed in, nothing deleted)', async () => {
    startSession('tok-kim', USER);
    await queueChange(USER.id, { kind: 'remove', listId: 7, treeId: 1, label: 'Oak' }, 'Street');
    await queueChange(USER.id, { kind: 'remove', listId: 7, treeId: 2, label: 'Pine' }, 'Street');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { apollo, logouts } = client();
    expect(await logout(apollo)).toBe(false);
    expect(confirm).toHaveBeenCalledWith(await unsentWarning(2));
    expect(await unsentWarning(2)).toBe(
      '2 changes made offline have not been sent yet. Logging out deletes them from this device. Log out anyway?',
    );
    expect(logouts).toEqual([]);
    expect(getSessionToken()).toBe('tok-kim');
    expect(await outboxCount(USER.id)).toBe(2);
  });

  it('the warning is in the page language: one change, and Spanish', async () => {
    expect(await unsentWarning(1)).toBe(
      '1 change made offline has not been sent yet. Logging out deletes them from this device. Log out anyway?',
    );
    await loadCatalogue('es');
    document.documentElement.lang = 'es';
    try {
      expect(await unsentWarning(3)).toBe(
        '3 cambios hechos sin conexión aún no se han enviado. Al cerrar sesión se borran de este dispositivo. ¿Cerrar sesión de todos modos?',
      );
    } finally {
      document.documentElement.lang = 'en';
    }
  });

  it('accepted (or nothing waiting): logs out and deletes the user’s database', async () => {
    startSession('tok-kim', USER);
    await keepAnswer(USER.id, 'MyLists:{"all":true}', { myLists: [] });
    await queueChange(USER.id, { kind: 'remove', listId: 7, treeId: 1, label: 'Oak' }, 'Street');
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { apollo, logouts } = client();
    expect(await logout(apollo)).toBe(true);
    expect(logouts).toEqual(['Logout']);
    expect(getSessionToken()).toBeNull();
    expect(await databases()).not.toContain(userDbName(USER.id));

    startSession('tok-kim-2', USER);
    await keepAnswer(USER.id, 'k', { kept: true });
    const quiet = vi.spyOn(window, 'confirm');
    quiet.mockClear();
    expect(await logout(client().apollo)).toBe(true);
    expect(quiet).not.toHaveBeenCalled();
    expect(await readAnswer(USER.id, 'k')).toBeNull();
  });
});
