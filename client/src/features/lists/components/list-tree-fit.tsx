import { Text } from '@mantine/core';
import { SiteNotes } from '@/components/ui/site-notes';
import type { ListEntry } from '../hooks/use-lists';

type Fit = NonNullable<ListEntry['siteFit']>;

const FIT_WORDS: Record<string, string> = {
  fits: 'Fits the list’s site',
  unknown: 'May fit the list’s site (some values unknown)',
  fails: 'Does not fit the list’s site',
};

/** A list tree against the list's site: its fit in words, then why (and what to know). */
export function ListTreeFit({ fit, name }: { fit: Fit; name: string }) {
  return (
    <>
      <Text size="sm" fw={700} data-testid="list-tree-fit">
        {FIT_WORDS[fit.fit] ?? fit.fit}
      </Text>
      <SiteNotes kind="failed" notes={fit.failed} label={`Why ${name} does not fit`} />
      <SiteNotes kind="reason" notes={fit.reasons} label={`Why ${name} suits the site`} />
      <SiteNotes kind="warning" notes={fit.warnings} label={`Warnings for ${name}`} />
      <SiteNotes kind="unknown" notes={fit.unknown} label={`Not checked for ${name}`} />
    </>
  );
}
