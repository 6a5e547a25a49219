import { Text } from '@mantine/core';
import { SiteNotes } from '@/components/ui/site-notes';
import type { ListEntry } from '../hooks/use-lists';
import 'virtual:icu-messages/lists';
import { useT, type MessageKey } from '@/i18n/i18n';

type Fit = NonNullable<ListEntry['siteFit']>;

const FIT_WORDS: Record<string, MessageKey> = {
  fits: 'lists.fit.fits',
  unknown: 'lists.fit.unknown',
  fails: 'lists.fit.fails',
};

/** A list tree against the list's site: its fit in words, then why (and what to know). */
export function ListTreeFit({ fit, name }: { fit: Fit; name: string }) {
  const t = useT();
  const words = FIT_WORDS[fit.fit];
  return (
    <>
      <Text size="sm" fw={700} data-testid="list-tree-fit">
        {words ? t(words) : fit.fit}
      </Text>
      <SiteNotes kind="failed" notes={fit.failed} label={t('lists.fit.whyNot', { name })} />
      <SiteNotes kind="reason" notes={fit.reasons} label={t('lists.fit.why', { name })} />
      <SiteNotes kind="warning" notes={fit.warnings} label={t('lists.fit.warnings', { name })} />
      <SiteNotes kind="unknown" notes={fit.unknown} label={t('lists.fit.notChecked', { name })} />
    </>
  );
}
