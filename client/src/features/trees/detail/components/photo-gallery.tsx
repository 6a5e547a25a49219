import { Button, Group, Modal, Text, UnstyledButton } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useMemo, useRef, useState, type TouchEvent } from 'react';
import { photoCaption } from '@/lib/photo-credit';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import type { TreeDetail } from '../fields';
import { BrokenImage } from './broken-image';
import classes from './tree-detail.module.css';

type Photo = TreeDetail['photos'][number];

/** Spec §9: a touch swipe of more than 200 px moves to the previous or next photo. */
export const SWIPE_THRESHOLD_PX = 200;

const THUMB_WIDTH = 320;
const THUMB_HEIGHT = 240;

/** Wraps around: before the first is the last, after the last the first. */
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/** Which way a finished touch moved the gallery: -1 previous, 1 next, 0 not far enough. */
export function swipeDirection(startX: number, endX: number): -1 | 0 | 1 {
  const distance = endX - startX;
  if (distance > SWIPE_THRESHOLD_PX) return -1;
  if (distance < -SWIPE_THRESHOLD_PX) return 1;
  return 0;
}

const photoAlt = (scientificName: string, photo: Photo, position: number, count: number) =>
  `${scientificName}, photo ${position} of ${count}${photo.attributeName ? `: ${photo.attributeName}` : ''}`;

type PhotoGalleryProps = { scientificName: string; photos: readonly Photo[] };

/**
 * The tree's photos as a grid; a photo opens the gallery dialog (close, previous / next with
 * wrap-around, arrow keys, Escape, swipe). Thumbnails that fail to load are removed; a photo
 * failing inside the dialog is replaced by a broken-image drawing. With no photo left:
 * 'No images found for {scientific name}'.
 */
export function PhotoGallery({ scientificName, photos }: PhotoGalleryProps) {
  const sorted = useMemo(() => [...photos].sort((a, b) => a.sequence - b.sequence || a.id - b.id), [photos]);
  const [failedThumbs, setFailedThumbs] = useState<ReadonlySet<number>>(() => new Set());
  const visible = useMemo(() => sorted.filter((photo) => !failedThumbs.has(photo.id)), [sorted, failedThumbs]);
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  if (!visible.length) {
    return (
      <Text className={classes.noImages} data-testid="no-images">
        No images found for {scientificName}
      </Text>
    );
  }

  const current = openIndex === null ? null : Math.min(openIndex, visible.length - 1);

  return (
    <>
      <ul className={classes.gallery} aria-label={`Photos of ${scientificName}`}>
        {visible.map((photo, index) => (
          <li key={photo.id} className={classes.galleryItem}>
            <UnstyledButton
              className={classes.thumbButton}
              onClick={() => setOpenIndex(index)}
              aria-label={`Open photo ${index + 1} of ${visible.length}${photo.credit ? `, credit ${photo.credit}` : ''}`}
              aria-describedby={photoCaption(photo) ? `photo-caption-${photo.id}` : undefined}
            >
              <img
                src={photoUrl(photo.link)}
                srcSet={photoSrcSet(photo.link, photo.widths)}
                sizes={`${THUMB_WIDTH}px`}
                alt={photoAlt(scientificName, photo, index + 1, visible.length)}
                width={THUMB_WIDTH}
                height={THUMB_HEIGHT}
                loading={index < 4 ? 'eager' : 'lazy'}
                decoding="async"
                className={classes.thumb}
                onError={() => setFailedThumbs((failed) => new Set(failed).add(photo.id))}
              />
            </UnstyledButton>
            {photoCaption(photo) ? (
              <Text size="xs" c="dimmed" className={classes.thumbCaption} id={`photo-caption-${photo.id}`}>
                {photoCaption(photo)}
              </Text>
            ) : null}
          </li>
        ))}
      </ul>
      <GalleryModal
        scientificName={scientificName}
        photos={visible}
        index={current}
        onIndexChange={setOpenIndex}
        onClose={() => setOpenIndex(null)}
      />
    </>
  );
}

type GalleryModalProps = {
  scientificName: string;
  photos: readonly Photo[];
  /** The photo shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

export function GalleryModal({ scientificName, photos, index, onIndexChange, onClose }: GalleryModalProps) {
  const opened = index !== null;
  const count = photos.length;
  const [broken, setBroken] = useState<ReadonlySet<number>>(() => new Set());
  const touchStartX = useRef<number | null>(null);

  const go = (step: -1 | 1) => {
    if (index !== null) onIndexChange(wrapIndex(index + step, count));
  };

  useWindowEvent('keydown', (event) => {
    if (!opened || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  });

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.changedTouches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const direction = swipeDirection(start, end);
    if (direction) go(direction);
  };

  const photo = index === null ? null : photos[index];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="auto"
      centered
      title={photo ? `${scientificName}: photo ${(index ?? 0) + 1} of ${count}` : scientificName}
      closeButtonProps={{ 'aria-label': 'Close gallery' }}
      classNames={{ content: classes.modalContent, title: classes.modalTitle }}
    >
      {photo ? (
        <div
          className={classes.modalStage}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          data-testid="gallery-stage"
        >
          {broken.has(photo.id) ? (
            <BrokenImage label="This photo could not be loaded" className={classes.brokenImage} />
          ) : (
            <img
              key={photo.id}
              src={photoUrl(photo.link)}
              srcSet={photoSrcSet(photo.link, photo.widths)}
              sizes="(max-width: 1100px) 100vw, 1000px"
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              alt={photoAlt(scientificName, photo, (index ?? 0) + 1, count)}
              className={classes.modalImage}
              onError={() => setBroken((failed) => new Set(failed).add(photo.id))}
            />
          )}
          <Text size="sm" c="dimmed" mt="xs" className={classes.credit}>
            {photo.attributeName ? `${photo.attributeName}. ` : ''}
            {photoCaption(photo)}
          </Text>
        </div>
      ) : null}
      {count > 1 ? (
        <Group justify="space-between" mt="md">
          <Button variant="default" onClick={() => go(-1)} aria-label="Previous photo">
            ‹ Previous
          </Button>
          <Text size="sm" aria-live="polite">
            {(index ?? 0) + 1} / {count}
          </Text>
          <Button variant="default" onClick={() => go(1)} aria-label="Next photo">
            Next ›
          </Button>
        </Group>
      ) : null}
    </Modal>
  );
}
