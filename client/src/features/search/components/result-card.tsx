import { Skeleton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeferredTooltip } from '@/components/ui/deferred-tooltip';
import { TreeImage } from '@/components/ui/tree-image';
import { paths } from '@/config/paths';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import 'virtual:icu-messages/results';
import { useT } from '@/i18n/i18n';
import type { TreeCardData } from '../hooks/use-search-results';
import { DraftMark } from './draft-mark';
import { UtilityIcon } from './utility-icon';
import classes from './results.module.css';

/** Spec §9: result cards show a utility icon when height_high is 25 or less. */
export const UTILITY_ICON_MAX_HEIGHT = 25;

const PHOTO_WIDTH = 400;
const PHOTO_HEIGHT = 300;
/**
 * The photo's width in the gallery (results.module.css): two columns up to 36em, else columns of
 * 220 px or more, about 300 at common widths. With the old "400px" a phone (DPR 1.75-3) took the
 * 1600w file for a 180 px slot.
 */
export const CARD_PHOTO_SIZES = '(max-width: 36em) 50vw, 320px';

type ResultCardProps = {
  card: TreeCardData;
  /** Extra controls under the names (e.g. the compare toggle), composed by the screen. */
  actions?: ReactNode;
  /** In the first row: its photo is fetched at once, first (the page's largest paint), not lazily. */
  priority?: boolean;
};

/**
 * Plain elements styled by results.module.css (the look of Mantine's Card withBorder, Anchor and
 * dimmed Text): a page renders 30 of these when it hydrates, and Mantine's components (props,
 * theme and style resolution for each) were most of that render's cost.
 */
export function ResultCard({ card, actions, priority = false }: ResultCardProps) {
  const href = paths.treeDetail.href(card.id);
  const lowTree = card.heightHigh !== null && card.heightHigh <= UTILITY_ICON_MAX_HEIGHT;
  const t = useT();
  return (
    <article className={classes.card} aria-label={card.scientificName}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={classes.media}>
        <TreeImage
          src={card.photoLink ? photoUrl(card.photoLink) : null}
          srcSet={card.photoLink ? photoSrcSet(card.photoLink, card.photoWidths) : undefined}
          sizes={CARD_PHOTO_SIZES}
          alt=""
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          className={classes.photo}
        />
      </Link>
      <div className={classes.body}>
        <div className={classes.titleRow}>
          <Link to={href} className={`mantine-focus-auto ${classes.scientific}`}>
            {card.scientificName}
          </Link>
          {card.draft ? <DraftMark /> : null}
          {lowTree ? (
            <DeferredTooltip label={t('results.utilityNote')}>
              <span className={classes.utility} data-testid="utility-icon">
                <UtilityIcon />
                <VisuallyHidden>{t('results.utilityNote')}</VisuallyHidden>
              </span>
            </DeferredTooltip>
          ) : null}
        </div>
        {card.commonName ? <p className={classes.common}>{card.commonName}</p> : null}
        {card.family ? <p className={classes.small}>{card.family}</p> : null}
        {card.photoLink && card.photoCredit ? (
          <p className={`${classes.small} ${classes.photoCredit}`} data-testid="card-photo-credit">
            {t('results.photoCredit', { credit: card.photoCredit })}
          </p>
        ) : null}
      </div>
      {actions ? <div className={classes.actions}>{actions}</div> : null}
    </article>
  );
}

export function ResultCardSkeleton() {
  return (
    <div className={classes.card}>
      <div className={classes.media}>
        <Skeleton className={classes.photo} radius={0} />
      </div>
      <div className={`${classes.body} ${classes.skeletonLines}`}>
        <Skeleton height={18} width="75%" />
        <Skeleton height={14} width="55%" />
        <Skeleton height={12} width="35%" />
      </div>
    </div>
  );
}
