import { Anchor, Button, Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PlainTreeImage } from '@/components/ui/plain-tree-image';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { photoSrcSet, photoUrl } from '@/lib/photo-url';
import { coverPhoto } from '../cover-photo';
import type { FeaturedTree } from '../hooks/use-featured-tree';
import classes from './featured-tree-card.module.css';

const PHOTO_WIDTH = 640;
const PHOTO_HEIGHT = 480;

const HEADING_ID = 'featured-tree-heading';

// Its messages are the shell's (the first page's): short keys, every byte counts (docs/i18n.md, Budget).
export function FeaturedTreeCard({ tree }: { tree: FeaturedTree }) {
  const t = useT();
  const photo = coverPhoto(tree.photos);
  const detailHref = paths.treeDetail.href(tree.id);

  return (
    <Card component="section" aria-labelledby={HEADING_ID} withBorder shadow="sm" padding="lg" className={classes.card}>
      <Card.Section className={classes.media}>
        <PlainTreeImage
          src={photo ? photoUrl(photo.link) : null}
          srcSet={photo ? photoSrcSet(photo.link, photo.widths) : undefined}
          sizes={`(max-width: ${PHOTO_WIDTH}px) 100vw, ${PHOTO_WIDTH}px`}
          alt={photo ? `${tree.scientificName}${tree.commonName ? `, ${tree.commonName}` : ''}` : ''}
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          className={classes.photo}
          fetchPriority="high"
          decoding="async"
        />
        {photo?.credit ? <Text className={classes.credit}>{t('ft.photo', { credit: photo.credit })}</Text> : null}
      </Card.Section>

      <Stack gap="xs" mt="md">
        <Title order={2} className={classes.eyebrow} id={HEADING_ID}>
          {t('ft.title')}
        </Title>
        <Title order={3} className={classes.name}>
          <Anchor component={Link} to={detailHref} inherit>
            <span className={classes.scientific}>{tree.scientificName}</span>
          </Anchor>
        </Title>
        {tree.commonName ? <Text className={classes.common}>{tree.commonName}</Text> : null}
        {/* Plain text from the server: the home page needs no HTML sanitiser (first-page JS budget). */}
        {tree.memoExcerpt ? <Text className={classes.summary}>{tree.memoExcerpt}</Text> : null}
        <Button component={Link} to={detailHref} variant="light" mt="xs" className={classes.more}>
          {t('ft.more')}
          <VisuallyHidden>{t('ft.about', { name: tree.scientificName })}</VisuallyHidden>
        </Button>
      </Stack>
    </Card>
  );
}

/** Same footprint as the card, so nothing jumps when the data arrives. */
export function FeaturedTreeSkeleton() {
  const t = useT();
  return (
    <Card withBorder shadow="sm" padding="lg" className={classes.card} aria-busy="true">
      <VisuallyHidden role="status">{t('ft.loading')}</VisuallyHidden>
      <Card.Section className={classes.media}>
        <Skeleton className={classes.photo} radius={0} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Skeleton height={12} width="30%" />
        <Skeleton height={28} width="70%" />
        <Skeleton height={16} width="45%" />
        <Skeleton height={12} mt="xs" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
      </Stack>
    </Card>
  );
}

/** No featured tree (none chosen, or the server did not answer): a calm invitation instead. */
export function FeaturedTreeEmpty() {
  const t = useT();
  return (
    <Card component="section" aria-labelledby={HEADING_ID} withBorder padding="lg" className={classes.card}>
      <Card.Section className={classes.media}>
        <PlainTreeImage src={null} alt="" width={PHOTO_WIDTH} height={PHOTO_HEIGHT} className={classes.photo} />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Title order={2} className={classes.eyebrow} id={HEADING_ID}>
          {t('ft.title')}
        </Title>
        <Text>{t('ft.none')}</Text>
      </Stack>
    </Card>
  );
}
