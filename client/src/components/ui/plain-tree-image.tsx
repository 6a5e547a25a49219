import { useState, type ImgHTMLAttributes } from 'react';
import { DEFAULT_TREE_IMAGE } from '@/lib/photo-url';

type PlainTreeImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'onError'> & {
  /** Photo URL; null or undefined shows the default tree drawing. */
  src: string | null | undefined;
  /** Responsive sources of the photo (dropped with it when it fails). */
  srcSet?: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * A tree photo that falls back to the default tree drawing when missing or broken: the home page's
 * featured tree (the first page's scripts). Every other screen uses tree-image.tsx's TreeImage,
 * which also says "Photo not available offline" (issue 27.5) at the cost of its lazy loader, kept
 * out of the first page.
 */
export function PlainTreeImage({ src, srcSet, alt, ...rest }: PlainTreeImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : null;
  return (
    <img
      {...rest}
      src={usable ?? DEFAULT_TREE_IMAGE}
      srcSet={usable ? srcSet : undefined}
      alt={alt}
      data-fallback={usable ? undefined : 'true'}
      onError={() => {
        if (usable) setFailedSrc(usable);
      }}
    />
  );
}
