import type { Locale } from '@selectree/rules';
import type { GlossaryEntry } from './hooks/use-glossary';

/** An entry as a reader of `locale` sees it: the Spanish pair when there is one, else the English. */
export type ShownEntry = { term: string; definition: string; lang: 'en' | 'es' };

/**
 * Issue 28.3: in Spanish, an entry's Spanish term and definition when an editor wrote them (both or
 * neither, the server keeps them paired); otherwise, and in every other language, the English ones.
 */
export function shownEntry(entry: GlossaryEntry, locale: Locale): ShownEntry {
  if (locale === 'es' && entry.termEs && entry.definitionEs) {
    return { term: entry.termEs, definition: entry.definitionEs, lang: 'es' };
  }
  return { term: entry.term, definition: entry.definition, lang: 'en' };
}

/** The entries in the order of their shown terms, in the reader's alphabet (the server sends English order). */
export function inShownOrder(entries: readonly GlossaryEntry[], locale: Locale): GlossaryEntry[] {
  if (locale !== 'es') return [...entries];
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  return [...entries].sort((a, b) => collator.compare(shownEntry(a, locale).term, shownEntry(b, locale).term));
}
