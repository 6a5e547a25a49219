import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import 'virtual:icu-messages/glossary';
import { Alert, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageTitle } from '@/components/ui/page-title';
import type { Locale } from '@selectree/rules';
import { useLocale, useT, withMessages } from '@/i18n/i18n';
import { canAccess, useViewer } from '@/lib/auth';
import { anchorForHash, GLOSSARY_SCROLL_OFFSET, indexLetter, letterAnchorId } from '../anchors';
import { useGlossary, type GlossaryEntry } from '../hooks/use-glossary';
import { inShownOrder, shownEntry } from '../shown-entry';
import { GlossaryEntryView } from './glossary-entry-view';
import classes from './glossary-page.module.css';

// withMessages: the editing tools' messages (glossaryEdit) arrive in the page's language with them.
const loadAdmin = () => withMessages(import('./glossary-admin'));
const AddEntryButton = lazy(() => loadAdmin().then((m) => ({ default: m.AddEntryButton })));

/** True once the editing tools' code is there (at once for visitors): the page's layout is final. */
function useToolsReady(admin: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!admin) return;
    let live = true;
    void loadAdmin().then(() => requestAnimationFrame(() => live && setLoaded(true)));
    return () => {
      live = false;
    };
  }, [admin]);
  return !admin || loaded;
}

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/**
 * Scrolls the element the hash names to GLOSSARY_SCROLL_OFFSET px below the top and focuses it. A
 * term near the end of the page could not get there: the spacer after the list gives the room.
 */
function scrollToAnchor(id: string, spacer: HTMLElement | null): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  if (spacer) spacer.style.height = '0px';
  const top = element.getBoundingClientRect().top + window.scrollY - GLOSSARY_SCROLL_OFFSET;
  const room = top + window.innerHeight - document.documentElement.scrollHeight;
  if (spacer && room > 0) spacer.style.height = `${Math.ceil(room)}px`;
  window.scrollTo({ top: Math.max(0, top), behavior: 'auto' });
  if (element.matches('h2, h3')) element.focus({ preventScroll: true });
  return true;
}

function groupByLetter(entries: readonly GlossaryEntry[], locale: Locale) {
  const groups = new Map<string, GlossaryEntry[]>();
  for (const entry of inShownOrder(entries, locale)) {
    const letter = indexLetter(shownEntry(entry, locale).term);
    groups.set(letter, [...(groups.get(letter) ?? []), entry]);
  }
  return LETTERS.filter((l) => groups.has(l)).map((letter) => ({ letter, entries: groups.get(letter)! }));
}

/**
 * /tree-characteristics-glossary (spec §2): every term A to Z with a letter index, anchors by term
 * (links from the tree detail page land 90 px below the top once the entries have loaded), photos
 * with captions. With ?adminView=true, editors and admins also get the editing tools.
 */
export function GlossaryPage() {
  const { entries, loading, error, refetch } = useGlossary();
  const [[params], viewer, t] = [useSearchParams(), useViewer(), useT()];
  const { locale } = useLocale();
  const admin = params.get('adminView') === 'true' && canAccess(viewer, 'editor');
  const { hash } = useLocation();
  const groups = useMemo(() => groupByLetter(entries ?? [], locale), [entries, locale]);
  const spacer = useRef<HTMLDivElement>(null);
  // Editing, the tools render once loaded: scrolling before would land above the term.
  const toolsReady = useToolsReady(admin);

  useEffect(() => {
    if (!entries?.length || !hash || !toolsReady) return;
    const id = anchorForHash(
      hash,
      entries.map((e) => e.term),
    );
    if (id) scrollToAnchor(id, spacer.current);
  }, [entries, hash, toolsReady]);

  const present = new Set(groups.map((g) => g.letter));
  return (
    <Stack gap="md" maw={960}>
      <PageTitle title={t('glossary.title')} />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('glossary.title')}</Title>
        {admin && (
          <Suspense fallback={null}>
            <AddEntryButton />
          </Suspense>
        )}
      </Group>
      <Text>{t('glossary.intro')}</Text>
      {locale === 'en' ? null : <Text c="dimmed">{t('glossary.englishOnly')}</Text>}
      {admin && (
        <Alert color="forest" variant="light" title={t('glossary.editingTitle')}>
          {t('glossary.editingText')}
        </Alert>
      )}

      {loading && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t('glossary.loading')}</Text>
        </Group>
      )}
      {!loading && error && !entries && <LoadFailedAlert title={t('glossary.loadFailed')} onRetry={refetch} />}
      {entries && entries.length === 0 && <Text>{t('glossary.empty')}</Text>}
      {entries && entries.length > 0 && (
        <>
          <LetterIndex present={present} />
          {groups.map(({ letter, entries: inLetter }) => (
            <section key={letter} aria-labelledby={letterAnchorId(letter)}>
              <Title order={2} id={letterAnchorId(letter)} className={classes.letterHeading}>
                {letter}
              </Title>
              {inLetter.map((entry) => (
                <GlossaryEntryView key={entry.id} entry={entry} admin={admin} />
              ))}
            </section>
          ))}
          <div ref={spacer} aria-hidden="true" data-testid="glossary-anchor-spacer" />
        </>
      )}
    </Stack>
  );
}

/** The letter index: a link per letter that has terms; the others shown, not linked. */
function LetterIndex({ present }: { present: ReadonlySet<string> }) {
  const t = useT();
  return (
    <nav aria-label={t('glossary.letters')} className={classes.index}>
      {LETTERS.filter((l) => l !== '#' || present.has('#')).map((letter) =>
        present.has(letter) ? (
          <a key={letter} href={`#${letterAnchorId(letter)}`} className={classes.letter}>
            {letter}
          </a>
        ) : (
          <span key={letter} className={classes.letterEmpty} aria-disabled="true">
            {letter}
          </span>
        ),
      )}
    </nav>
  );
}
