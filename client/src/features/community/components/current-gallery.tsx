import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';
import { QueueTreeGalleryDocument } from '../generated/graphql';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import classes from './community.module.css';

/**
 * Beside a pending photo: the tree's gallery as visitors see it now, in its order, so the editor can
 * tell what the photo adds (and whether it should come first). Asked again after each decision.
 */
export function CurrentGallery({ treeId, treeName }: { treeId: number; treeName: string }) {
  const { data, error } = useQuery(QueueTreeGalleryDocument, {
    variables: { id: treeId },
    fetchPolicy: 'cache-and-network',
  });
  const photos = data?.tree?.photos;
  const t = useT();
  return (
    <Stack gap="xs" component="aside" aria-label={t('community.gallery.label', { name: treeName })}>
      <Text fw={600} size="sm">
        {photos ? t('community.gallery.titleCount', { count: photos.length }) : t('community.gallery.title')}
      </Text>
      {error && !photos ? (
        <Text size="sm" c="red.8">
          {t('community.gallery.failed')}
        </Text>
      ) : !photos ? (
        <Skeleton height={96} />
      ) : photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('community.gallery.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={2} spacing={6}>
          {photos.map((photo, index) => (
            <img
              key={photo.id}
              src={photoUrl(photo.link)}
              srcSet={photoSrcSet(photo.link, photo.widths)}
              sizes="160px"
              loading="lazy"
              alt={
                photo.attributeName
                  ? t('community.gallery.photoShows', { number: index + 1, shows: photo.attributeName })
                  : t('community.gallery.photo', { number: index + 1 })
              }
              className={classes.galleryThumb}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
