import 'virtual:icu-messages/tree';
import { useT, type Translate } from '@/i18n/i18n';
import { Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { failedBeforeHydration, OfflinePhotoPlaceholder } from '@/components/ui/tree-image';
import { useOpenedOnce } from '@/lib/opened-once';
import { deferredImageProps, showDeferredImage } from '@/lib/deferred-image';
import { photoCaption } from '@/lib/photo-credit';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { photoAlt, type Photo } from './gallery-photos';
import { GALLERY_THUMB_SIZES } from './gallery-sizes';
import classes from './tree-detail.module.css';
import { withStyles } from '@/lib/all-styles';

export { SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from './gallery-photos';

/** The dialog (Mantine Modal, focus trap, scroll lock) is fetched when a photo is first opened. */
const GalleryModal = lazy(() => withStyles(import('./gallery-modal')));

const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 240;

/**
 * The gallery dialog mounts already open (its code loads on first use), so it cannot know what had
 * focus: the element kept here (the thumbnail that opened it) gets focus back when it closes.
 */
function useFocusReturn(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open && opener.current) opener.current.focus();
  }, [open]);
  return opener;
}

function NoImages({ scientificName }: { scientificName: string }) {
  const t = useT();
  return (
    <Text className={classes.noImages} data-testid="no-images">
      {t('tree.noImages', { name: scientificName })}
    </Text>
  );
}

/** A thumbnail's name: which photo it opens, and whose it is. */
const openLabel = (t: Translate, photo: Photo, index: number, count: number) =>
  t(photo.credit ? 'tree.openPhotoCredit' : 'tree.openPhoto', { index: index + 1, count, credit: photo.credit });

type ThumbnailProps = {
  photo: Photo;
  index: number;
  count: number;
  scientificName: string;
  /** It failed with the network cut: "Photo not available offline" in its place (issue 27.5), no button. */
  unavailable: boolean;
  onFail: () => void;
  onOpen: (button: HTMLElement) => void;
};

/** A photo's button (it opens the gallery), or offline, when it failed, the placeholder alone. */
function Thumbnail({ photo, index, count, scientificName, unavailable, onFail, onOpen }: ThumbnailProps) {
  const t = useT();
  if (unavailable) {
    return <OfflinePhotoPlaceholder className={classes.thumb} width={THUMB_WIDTH} height={THUMB_HEIGHT} />;
  }
  const src = photoUrl(photo.link);
  const srcSet = photoSrcSet(photo.link, photo.widths);
  const deferred = index > 0;
  const failedCheck = failedBeforeHydration(onFail);
  // The first photo, the page's largest paint on a phone, is named in the server-rendered page's
  // head: the browser asks for it with the stylesheet, not once the parser reaches the gallery
  // below the tree's names and facts (docs/performance.md, "The first photo named in the head").
  if (index === 0) {
    preload(src, {
      as: 'image',
      imageSrcSet: srcSet,
      imageSizes: srcSet ? GALLERY_THUMB_SIZES : undefined,
      fetchPriority: 'high',
    });
  }
  return (
    <UnstyledButton
      className={classes.thumbButton}
      onClick={(event) => onOpen(event.currentTarget)}
      aria-label={openLabel(t, photo, index, count)}
      aria-describedby={photoCaption(photo) ? `photo-caption-${photo.id}` : undefined}
    >
      <img
        // The photos after the first are asked for once the first has loaded and painted
        // (lib/deferred-image.ts): the server writes their addresses aside, the entry's loader
        // copies them in.
        {...(deferred ? deferredImageProps(src, srcSet) : { src, srcSet })}
        sizes={GALLERY_THUMB_SIZES}
        alt={photoAlt(t, scientificName, photo, index + 1, count)}
        width={THUMB_WIDTH}
        height={THUMB_HEIGHT}
        // The first photo is the page's largest paint on a phone: fetched ahead of the rest, which
        // are asked for once it has painted (above), and then only near the screen (lazy), instead
        // of sharing a slow link with it from the start (docs/performance.md, "Photos after the
        // first").
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'low'}
        decoding="async"
        className={classes.thumb}
        ref={
          deferred
            ? (img) => {
                showDeferredImage(img);
                failedCheck(img);
              }
            : failedCheck
        }
        onError={onFail}
      />
    </UnstyledButton>
  );
}

type PhotoGalleryProps = { scientificName: string; photos: readonly Photo[] };

/**
 * The tree's photos as a grid; a photo opens the gallery dialog (close, previous / next with
 * wrap-around, arrow keys, Escape, swipe). Thumbnails that fail to load are removed (with the network
 * cut, "Photo not available offline" takes their place instead: issue 27.5); a photo
 * failing inside the dialog is replaced by a broken-image drawing. With no photo left:
 * 'No images found for {scientific name}'.
 */
export function PhotoGallery({ scientificName, photos }: PhotoGalleryProps) {
  const sorted = useMemo(() => [...photos].sort((a, b) => a.sequence - b.sequence || a.id - b.id), [photos]);
  const [failedThumbs, setFailedThumbs] = useState<ReadonlySet<number>>(() => new Set());
  const visible = useMemo(() => sorted.filter((photo) => !failedThumbs.has(photo.id)), [sorted, failedThumbs]);
  const [offlineThumbs, setOfflineThumbs] = useState<ReadonlySet<number>>(() => new Set());
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const galleryOpened = useOpenedOnce(openIndex !== null);
  const opener = useFocusReturn(openIndex !== null);
  const t = useT();

  if (!visible.length) return <NoImages scientificName={scientificName} />;

  const current = openIndex === null ? null : Math.min(openIndex, visible.length - 1);

  return (
    <>
      <ul className={classes.gallery} aria-label={t('tree.photosOf', { name: scientificName })}>
        {visible.map((photo, index) => (
          <li key={photo.id} className={classes.galleryItem}>
            <Thumbnail
              photo={photo}
              index={index}
              count={visible.length}
              scientificName={scientificName}
              unavailable={offlineThumbs.has(photo.id)}
              onFail={() =>
                (navigator.onLine ? setFailedThumbs : setOfflineThumbs)((failed) => new Set(failed).add(photo.id))
              }
              onOpen={(button) => {
                opener.current = button;
                setOpenIndex(index);
              }}
            />
            {photoCaption(photo) ? (
              <Text size="xs" c="dimmed" className={classes.thumbCaption} id={`photo-caption-${photo.id}`}>
                {photoCaption(photo)}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
      {galleryOpened ? (
        <Suspense fallback={null}>
          <GalleryModal
            scientificName={scientificName}
            photos={visible}
            index={current}
            onIndexChange={setOpenIndex}
            onClose={() => setOpenIndex(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
