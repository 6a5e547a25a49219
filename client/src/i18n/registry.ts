/**
 * The messages loaded so far (docs/i18n.md), by namespace: each `virtual:icu-messages/<namespace>`
 * module (vite.plugins.ts icuMessages) registers its namespace here when the code that imports it is
 * evaluated, with its English messages (bundled with that code) and a loader for each other locale.
 * A locale in use (`loadCatalogue`) gets every registered namespace; `ensureMessages` fetches the
 * namespaces registered since (a screen's chunk) before that screen renders. Kept small: it is on
 * every first page.
 */
import type { Locale } from '@selectree/rules';
import type { CompiledCatalogue } from './compile';

type Loader = () => Promise<{ default: CompiledCatalogue }>;

/** The locales in use and their messages: the loaded namespaces merged (a key is unique across namespaces). */
const messages: Partial<Record<Locale, CompiledCatalogue>> = { en: {} };
const loaders: Record<string, Partial<Record<Locale, Loader>>> = {};
const loading: Record<string, Promise<void>> = {};

function load(locale: Locale, namespace: string): Promise<void> {
  const id = `${locale}/${namespace}`;
  const loader = loaders[namespace]![locale];
  if (!loading[id] && loader) {
    loading[id] = loader().then(({ default: loaded }) => void Object.assign(messages[locale]!, loaded));
    // A chunk that failed to load (offline) is asked for again next time.
    loading[id].catch(() => delete loading[id]);
  }
  return loading[id] ?? Promise.resolve();
}

/** Called by `virtual:icu-messages/<namespace>`: its English messages, and how to fetch the others. */
export function registerNamespace(
  namespace: string,
  en: CompiledCatalogue,
  localeLoaders: Partial<Record<Locale, Loader>>,
): void {
  loaders[namespace] = localeLoaders;
  Object.assign(messages.en!, en);
}

/** Puts a locale in use and fetches its messages of every namespace registered so far. */
export async function loadCatalogue(locale: Locale): Promise<void> {
  messages[locale] ??= {};
  await Promise.all(Object.keys(loaders).map((namespace) => load(locale, namespace)));
}

/** A locale's messages, once in use (English always is). */
export const messagesOf = (locale: Locale): CompiledCatalogue | undefined => messages[locale];

/** Fetches, for every locale in use, the namespaces registered since: a screen's chunk awaits it before rendering. */
export async function ensureMessages(): Promise<void> {
  await Promise.all((Object.keys(messages) as Locale[]).map(loadCatalogue));
}

/** A lazily imported module, once the namespaces it registered are there in the locales in use. */
export const withMessages = <T>(module: Promise<T>): Promise<T> =>
  module.then(async (loaded) => (await ensureMessages(), loaded));
