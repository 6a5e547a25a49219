import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState, type TouchEvent } from 'react';
import { photoCaption } from '@/lib/photo-credit';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { BrokenImage } from './broken-image';
import { photoAlt, swipeDirection, wrapIndex, type Photo } from './gallery-photos';
import classes from './tree-detail.module.css';

type GalleryModalProps = {
  scientificName: string;
  photos: readonly Photo[];
  /** The photo shown, or null when the dialog is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * The gallery dialog of a tree's photos (close, previous / next with wrap-around, arrow keys,
 * Escape, swipe); photo-gallery.tsx fetches it when a photo is first opened.
 */
export default function GalleryModal({ scientificName, photos, index, onIndexChange, onClose }: GalleryModalProps) {
  const [opened, count, t] = [index !== null, photos.length, useT()];
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
      title={photo ? t('tree.galleryTitle', { name: scientificName, index: (index ?? 0) + 1, count }) : scientificName}
      closeButtonProps={{ 'aria-label': t('tree.closeGallery') }}
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
            <BrokenImage label={t('tree.photoFailed')} className={classes.brokenImage} />
          ) : (
            <img
              key={photo.id}
              src={photoUrl(photo.link)}
              srcSet={photoSrcSet(photo.link, photo.widths)}
              sizes="(max-width: 1100px) 100vw, 1000px"
              width={photo.width ?? undefined}
              height={photo.height ?? undefined}
              alt={photoAlt(t, scientificName, photo, (index ?? 0) + 1, count)}
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
          <Button variant="default" onClick={() => go(-1)} aria-label={t('tree.previousPhoto')}>
            {t('tree.previous')}
          </Button>
          <Text size="sm" aria-live="polite">
            {(index ?? 0) + 1} / {count}
          </Text>
          <Button variant="default" onClick={() => go(1)} aria-label={t('tree.nextPhoto')}>
            {t('tree.next')}
          </Button>
        </Group>
      ) : null}
    </Modal>
  );
}
