import { lazy, Suspense, useState } from 'react';
import { withMessages } from '@/i18n/i18n';
import { useFallbackPhoto, type TreeImageProps } from './plain-tree-image';
import type { PhotoUnavailableProps } from './photo-unavailable';

const PhotoUnavailable = lazy(() => withMessages(import('./photo-unavailable')));

/** "Photo not available offline" (issue 27.5), its code and words fetched when first needed. */
export function OfflinePhotoPlaceholder(props: PhotoUnavailableProps) {
  return (
    <Suspense fallback={null}>
      <PhotoUnavailable {...props} />
    </Suspense>
  );
}

/**
 * A ref that reports an image which had already failed when React took the element over: a
 * server-rendered photo failing before hydration (a page kept by the worker, opened offline) fires
 * its error event before React listens.
 */
export const failedBeforeHydration = (onFail: () => void) => (img: HTMLImageElement | null) => {
  if (img?.complete && img.naturalWidth === 0) onFail();
};

/**
 * A tree photo that falls back to the default tree drawing when missing or broken; a photo that
 * failed with the network cut shows "Photo not available offline" instead (issue 27.5).
 */
export function TreeImage({ src, srcSet, alt, ...rest }: TreeImageProps) {
  const [offlineSrc, setOfflineSrc] = useState<string | null>(null);
  const { usable, fail, imgProps } = useFallbackPhoto(src, srcSet, (failed) => {
    if (!navigator.onLine) setOfflineSrc(failed);
  });
  if (src && src === offlineSrc) {
    return <OfflinePhotoPlaceholder className={rest.className} width={rest.width} height={rest.height} />;
  }
  return <img {...rest} {...imgProps} alt={alt} ref={usable ? failedBeforeHydration(fail) : undefined} />;
}
