/**
 * The messages loaded so far (docs/i18n.md), by namespace: each `virtual:icu-messages/<namespace>`
 * module (vite.plugins.ts icuMessages) registers its namespace here when the code that imports it is
 * evaluated, with its English messages (bundled with that code) and a loader for each other locale.
 * A locale in use (`loadCatalogue`) gets every registered namespace, and every namespace registered
 * later (a screen's chunk): `ensureMessages` waits for them before that screen renders.
 */
import type { Locale } from '@selectree/rules';
import type { CompiledCatalogue } from './compile';

type Loader = () => Promise<{ default: CompiledCatalogue }>;

/** Each locale's messages: the loaded namespaces merged (a key is unique across namespaces). */
const messages = new Map<Locale, CompiledCatalogue>([['en', {}]]);
const namespaces = new Map<string, Partial<Record<Locale, Loader>>>();
const loading = new Map<string, Promise<void>>();
/** The locales asked for (`loadCatalogue`): a namespace registered later is fetched for them too. */
const inUse = new Set<Locale>();
const listeners = new Set<() => void>();
let version = 0;

/** A locale's messages (the same object as namespaces arrive). */
export function messagesOf(locale: Locale): CompiledCatalogue {
  let catalogue = messages.get(locale);
  if (!catalogue) messages.set(locale, (catalogue = {}));
  return catalogue;
}

function load(locale: Locale, namespace: string): Promise<void> {
  const id = `${locale}/${namespace}`;
  let pending = loading.get(id);
  if (!pending) {
    const loader = locale === 'en' ? undefined : namespaces.get(namespace)?.[locale];
    pending = loader
      ? loader().then(({ default: loaded }) => {
          Object.assign(messagesOf(locale), loaded);
          version += 1;
          listeners.forEach((listener) => listener());
        })
      : Promise.resolve();
    // A chunk that failed to load (offline) is asked for again next time.
    pending.catch(() => loading.delete(id));
    loading.set(id, pending);
  }
  return pending;
}

/** Called by `virtual:icu-messages/<namespace>`: English at once, the locales in use fetched now. */
export function registerNamespace(
  namespace: string,
  en: CompiledCatalogue,
  loaders: Partial<Record<Locale, Loader>>,
): void {
  if (namespaces.has(namespace)) return;
  namespaces.set(namespace, loaders);
  Object.assign(messagesOf('en'), en);
  for (const locale of inUse) load(locale, namespace).catch(() => {});
}

/** Fetches a locale's messages of every namespace registered so far (and, later, of those registered then). */
export async function loadCatalogue(locale: Locale): Promise<void> {
  inUse.add(locale);
  messagesOf(locale);
  await Promise.all([...namespaces.keys()].map((namespace) => load(locale, namespace)));
}

/** Whether `locale`'s messages were asked for. */
export function isInUse(locale: Locale): boolean {
  return locale === 'en' || inUse.has(locale);
}

/** Waits until every locale in use has the namespaces registered so far: a screen's chunk calls it before rendering. */
export async function ensureMessages(): Promise<void> {
  await Promise.all([...inUse].map(loadCatalogue));
}

/** For React (useSyncExternalStore): a counter that grows as messages arrive. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messagesVersion(): number {
  return version;
}
