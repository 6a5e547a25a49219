import { VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import 'virtual:icu-messages/results';
import { useT } from '@/i18n/i18n';
import type { TreeCardData } from '../hooks/use-search-results';
import { ResultCard, ResultCardSkeleton } from './result-card';
import classes from './results.module.css';

type ResultsGalleryProps = {
  cards: TreeCardData[];
  /** Extra controls for a card, composed by the screen (the compare toggle). */
  cardActions?: (card: TreeCardData) => ReactNode;
};

/** Cards whose photos load first and at once: the first row on a phone (two columns). */
export const PRIORITY_CARDS = 2;

export function ResultsGallery({ cards, cardActions }: ResultsGalleryProps) {
  const t = useT();
  return (
    <ul className={classes.gallery} aria-label={t('results.gallery')}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ResultCard card={card} actions={cardActions?.(card)} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function ResultsGallerySkeleton({ count }: { count: number }) {
  const t = useT();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('results.loading')}</VisuallyHidden>
      <ul className={classes.gallery} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ResultCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
