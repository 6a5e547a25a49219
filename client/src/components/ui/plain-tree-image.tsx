import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_TREE_IMAGE } from '@/lib/photo-url';

export type TreeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  /** Photo URL; null or undefined shows the default tree drawing. */
  src: string | null | undefined;
  /** Responsive sources of the photo (dropped with it when it fails). */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * The photo, or the default tree drawing when it is missing or has failed to load. `onFailed` hears
 * of a photo that failed (tree-image.tsx tells an offline failure apart).
 */
export function useFallbackPhoto(
  src: string | null | undefined,
  srcSet: string | undefined,
  onFailed?: (failed: string) => void,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  const fail = () => {
    if (!usable) return;
    setFailedSrc(usable);
    onFailed?.(usable);
  };
  return {
    usable,
    fail,
    imgProps: {
      src: usable ?? DEFAULT_TREE_IMAGE,
      srcSet: usable ? srcSet : undefined,
      'data-fallback': usable ? undefined : 'true',
      onError: fail,
    },
  };
}

/**
 * A tree photo that falls back to the default tree drawing when missing or broken: the home page's
 * featured tree (the first page's scripts). Every other screen uses tree-image.tsx's TreeImage,
 * which also says "Photo not available offline" (issue 27.5) at the cost of its lazy loader, kept
 * out of the first page.
 */
export function PlainTreeImage({ src, srcSet, alt, ...rest }: TreeImageProps) {
  const { imgProps } = useFallbackPhoto(src, srcSet);
  return <img {...rest} {...imgProps} alt={alt} />;
}
