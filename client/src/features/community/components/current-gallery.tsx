import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
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
  return (
    <Stack gap="xs" component="aside" aria-label={`Current gallery of ${treeName}`}>
      <Text fw={600} size="sm">
        Current gallery{photos ? ` (${photos.length})` : ''}
      </Text>
      {error && !photos ? (
        <Text size="sm" c="red.8">
          The gallery could not be loaded.
        </Text>
      ) : !photos ? (
        <Skeleton height={96} />
      ) : photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet: this would be the first.
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
              alt={`Gallery photo ${index + 1}${photo.attributeName ? `: ${photo.attributeName}` : ''}`}
              className={classes.galleryThumb}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
