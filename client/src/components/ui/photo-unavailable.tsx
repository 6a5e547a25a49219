import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import classes from './photo-unavailable.module.css';

export type PhotoUnavailableProps = { className?: string; width: number; height: number };

/**
 * In place of a photo that failed while offline (issue 27.5): only the first photo of each tree of
 * the signed-in user's lists is kept on the device (features/offline/offline-photos.ts). Loaded on
 * demand (tree-image.tsx's OfflinePhotoPlaceholder): never in a page's first scripts.
 */
export default function PhotoUnavailable({ className, width, height }: PhotoUnavailableProps) {
  const t = useT();
  return (
    <div
      role="img"
      aria-label={t('tree.photoNotOffline')}
      className={`${classes.placeholder} ${className ?? ''}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-photo-unavailable="true"
    >
      <span aria-hidden="true">{t('tree.photoNotOffline')}</span>
    </div>
  );
}
