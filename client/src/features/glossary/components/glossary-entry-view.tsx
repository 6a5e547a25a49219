import { Group, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SafeHtml } from '@/components/ui/safe-html';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import 'virtual:icu-messages/glossary';
import { useLocale, useT, withMessages } from '@/i18n/i18n';
import { glossaryAnchorId } from '../anchors';
import type { GlossaryEntry } from '../hooks/use-glossary';
import { shownEntry } from '../shown-entry';
import classes from './glossary-page.module.css';

// Editing tools are their own chunk: visitors never load them (nor the editor behind them).
// withMessages: their messages (glossaryEdit) arrive in the page's language with them.
const EntryTools = lazy(() => withMessages(import('./glossary-admin')).then((m) => ({ default: m.EntryTools })));
const PhotoTools = lazy(() => withMessages(import('./glossary-admin')).then((m) => ({ default: m.PhotoTools })));

/** Photos are at most 280 px wide in the list; on phones they take the width of the screen. */
const PHOTO_SIZES = '(max-width: 40em) calc(100vw - 32px), 280px';

/**
 * One entry: the term (the anchor: the English term's, which the tree pages link to), its
 * definition (sanitised again here), photos with captions. In Spanish, the editors' Spanish term
 * and definition when they wrote them (`lang="es"`, the English term beside); otherwise the English
 * ones, marked `lang="en"`, with a notice in the page's language.
 */
export function GlossaryEntryView({ entry, admin }: { entry: GlossaryEntry; admin: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const shown = shownEntry(entry, locale);
  return (
    <article className={classes.entry} aria-labelledby={glossaryAnchorId(entry.term)} lang={shown.lang}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Title order={3} id={glossaryAnchorId(entry.term)} className={classes.term} tabIndex={-1}>
          {shown.term}
        </Title>
        {admin && (
          <Suspense fallback={null}>
            <EntryTools entry={entry} />
          </Suspense>
        )}
      </Group>
      <EntryLanguageNote entry={entry} shown={shown.lang} />
      <SafeHtml html={shown.definition} className={classes.definition} />
      {entry.photos.length > 0 && (
        <div className={classes.photos}>
          {entry.photos.map((photo) => (
            <figure key={photo.id} className={classes.figure}>
              <img
                className={classes.image}
                src={photoUrl(photo.s3Link)}
                srcSet={photoSrcSet(photo.s3Link, photo.widths)}
                sizes={PHOTO_SIZES}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                alt={photo.definitionText ?? t('glossary.illustration', { term: shown.term })}
                loading="lazy"
                decoding="async"
              />
              {photo.definitionText && <figcaption className={classes.caption}>{photo.definitionText}</figcaption>}
              {admin && (
                <Suspense fallback={null}>
                  <PhotoTools photo={photo} term={entry.term} />
                </Suspense>
              )}
            </figure>
          ))}
        </div>
      )}
    </article>
  );
}

/** Under the term: the English term of a translated entry; "in English only" for one not translated. */
function EntryLanguageNote({ entry, shown }: { entry: GlossaryEntry; shown: 'en' | 'es' }) {
  const t = useT();
  const { locale } = useLocale();
  if (locale === 'en') return null;
  if (shown === 'es') {
    return (
      <p className={classes.languageNote}>
        {t.rich('glossary.englishTerm', { term: <span lang="en">{entry.term}</span> })}
      </p>
    );
  }
  return (
    <p className={classes.languageNote} lang={locale}>
      {t('glossary.entryEnglishOnly')}
    </p>
  );
}
