import { lazy, Suspense, useState, type ImgHTMLAttributes } from 'react';
import { withMessages } from '@/i18n/i18n';
import { DEFAULT_TREE_IMAGE } from '@/lib/photo-url';
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

type TreeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  /** Photo URL; null or undefined shows the default tree drawing. */
  src: string | null | undefined;
  /** Responsive sources of the photo (dropped with it when it fails). */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * A tree photo that falls back to the default tree drawing when missing or broken; a photo that
 * failed with the network cut shows "Photo not available offline" instead (issue 27.5).
 */
export function TreeImage({ src, srcSet, alt, ...rest }: TreeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [offlineSrc, setOfflineSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const fail = () => {
    if (!usable) return;
    setFailedSrc(usable);
    if (!navigator.onLine) setOfflineSrc(usable);
  };
  if (src && src === offlineSrc) {
    return <OfflinePhotoPlaceholder className={rest.className} width={rest.width} height={rest.height} />;
  }
  return (
    <img
      {...rest}
      src={usable ?? DEFAULT_TREE_IMAGE}
      srcSet={usable ? srcSet : undefined}
      alt={alt}
      data-fallback={usable ? undefined : 'true'}
      ref={usable ? failedBeforeHydration(fail) : undefined}
      onError={fail}
    />
  );
}
