/**
 * The tab's session: the bearer token and the user's profile, kept in localStorage so it survives a
 * reload and is shared by the tabs of the site (spec: detail-editing-accounts §4, §7). No React and
 * no Apollo here: lib/auth.ts (hooks, the auth link) and lib/session-check.ts (the `me` call) both
 * build on this module, so neither imports the other.
 */

export type Viewer = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  roleId: number;
  roleName?: string;
  postNominal?: string | null;
  organization?: string | null;
  emailNotifications?: boolean;
  /** The account's language, 'en' or 'es' (docs/i18n.md): the interface follows it on sign-in. */
  language?: string;
  /** An e-mail change waiting for the link sent to the new address. */
  pendingEmail?: string | null;
  /** Banned from list search results (issue 21.6): their lists stay private to them and their collaborators. */
  banned?: boolean;
};

export const TOKEN_STORAGE_KEY = 'selectree.token';
export const USER_STORAGE_KEY = 'selectree.user';

/**
 * A cookie kept while this browser holds a session. Not a credential (the session is the bearer
 * token): it only tells the server to send the plain app rather than the server-rendered anonymous
 * page (server/src/web/ssr.ts), so a signed-in visitor never sees the anonymous view first.
 */
export const SIGNED_IN_COOKIE = 'selectree_signed_in';

function markSignedIn(signedIn: boolean) {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = signedIn
      ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
      : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
  } catch {
    // Cookies blocked: the page is rendered anonymously first, then the session's view.
  }
}

const text = (value: unknown): value is string => typeof value === 'string';
const optionalText = (value: unknown) => value === undefined || value === null || text(value);

/** A stored profile, if it has the shape of one (storage is editable by anyone at the keyboard). */
export function parseViewer(raw: string | null): Viewer | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const valid =
      Number.isInteger(v.id) &&
      Number.isInteger(v.roleId) &&
      text(v.firstName) &&
      text(v.lastName) &&
      text(v.email) &&
      optionalText(v.roleName) &&
      optionalText(v.postNominal) &&
      optionalText(v.organization) &&
      optionalText(v.pendingEmail) &&
      (v.language === undefined || text(v.language)) &&
      (v.emailNotifications === undefined || typeof v.emailNotifications === 'boolean');
    if (!valid) return null;
    return {
      id: v.id as number,
      firstName: v.firstName as string,
      lastName: v.lastName as string,
      email: v.email as string,
      roleId: v.roleId as number,
      roleName: (v.roleName as string | undefined) ?? undefined,
      postNominal: (v.postNominal as string | null | undefined) ?? null,
      organization: (v.organization as string | null | undefined) ?? null,
      emailNotifications: (v.emailNotifications as boolean | undefined) ?? undefined,
      pendingEmail: (v.pendingEmail as string | null | undefined) ?? null,
      language: (v.language as string | undefined) ?? undefined,
    };
  } catch {
    return null;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage blocked (privacy settings): the session lasts as long as the tab
  }
}

function readStoredSession(): Session {
  const store = storage();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  const viewer = parseViewer(store?.getItem(USER_STORAGE_KEY) ?? null);
  return token && viewer ? { token, viewer } : null;
}

let session: Session = readStoredSession();
markSignedIn(session !== null);
const listeners = new Set<() => void>();
/** Tokens `me` has confirmed (or that just came from the server) during this page load. */
const confirmedTokens = new Set<string>();

function publish(next: Session) {
  session = next;
  markSignedIn(next !== null);
  listeners.forEach((listener) => listener());
}

/** Takes the session from storage again, unconfirmed, as a page load does (tests use it). */
export function restoreSession(): void {
  confirmedTokens.clear();
  publish(readStoredSession());
}

/** A viewer from the API's User (extra fields, such as __typename, are dropped). */
export function toViewer(user: Viewer): Viewer {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: user.roleId,
    roleName: user.roleName,
    postNominal: user.postNominal ?? null,
    organization: user.organization ?? null,
    emailNotifications: user.emailNotifications,
    pendingEmail: user.pendingEmail ?? null,
    language: user.language,
  };
}

/** Logged in: keeps the token and the profile (this tab and storage). */
export function startSession(token: string, user: Viewer): void {
  const viewer = toViewer(user);
  confirmedTokens.add(token);
  const store = storage();
  store?.setItem(TOKEN_STORAGE_KEY, token);
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(viewer));
  publish({ token, viewer });
}

/** The profile changed (account edit, settings, a fresh `me`): same session, new details. */
export function updateViewer(user: Viewer): void {
  if (!session || session.viewer.id !== user.id) return;
  const viewer = toViewer(user);
  storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(viewer));
  publish({ token: session.token, viewer });
}

/** Forgets the session in this tab and in storage. */
export function endSession(): void {
  const store = storage();
  // Only our own token: another tab may already have stored a newer session.
  if (session && store?.getItem(TOKEN_STORAGE_KEY) === session.token) {
    store.removeItem(TOKEN_STORAGE_KEY);
    store.removeItem(USER_STORAGE_KEY);
  }
  publish(null);
}

export function getSessionToken(): string | null {
  return session?.token ?? null;
}

export function getViewer(): Viewer | null {
  return session?.viewer ?? null;
}

/** Another tab wrote the token (logged in as someone, logged out): this tab is logged out. */
function onStorage(event: StorageEvent) {
  if (!session) return;
  const store = storage();
  if (event.storageArea && event.storageArea !== store) return;
  if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
    const stored = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
    if (stored !== session.token) publish(null);
  } else if (event.key === USER_STORAGE_KEY && store?.getItem(TOKEN_STORAGE_KEY) === session.token) {
    // The same session edited its profile in another tab.
    const viewer = parseViewer(event.newValue);
    if (viewer && viewer.id === session.viewer.id) publish({ token: session.token, viewer });
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export type Session = { token: string; viewer: Viewer } | null;
export const getSessionSnapshot = (): Session => session;
export const getServerSessionSnapshot = (): Session => null;

/** Whether `me` has confirmed this token during this page load. */
export function isSessionConfirmed(token: string): boolean {
  return confirmedTokens.has(token);
}

/** Tokens `me` was asked about during this page load (check-user runs once per token). */
export function claimSessionCheck(token: string): boolean {
  if (confirmedTokens.has(token)) return false;
  confirmedTokens.add(token);
  return true;
}
