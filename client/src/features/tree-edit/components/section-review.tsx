import { useMutation } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { reviewDate } from '@/lib/review-date';
import { MarkSectionReviewedDocument } from '../generated/graphql';
import type { SectionId } from '../edit-layout';

/** The edit screen's sections as the detail page's reviewed sections (server: review-reads.ts). */
const REVIEW_SECTION: Record<SectionId, string> = {
  name: 'names',
  general: 'general',
  photos: 'photos',
  characteristics: 'characteristics',
  site: 'site_conditions',
  considerations: 'considerations',
};

type Review = { section: string; reviewedAt: unknown; reviewedBy: string };

/**
 * Issue 23.5: under each section of the edit screen, when it was last marked reviewed and by whom,
 * and the button that marks it reviewed now (kept in the history; the detail page shows the date).
 */
export function SectionReview(props: {
  treeId: number;
  section: SectionId;
  reviews: readonly Review[];
  onChanged: () => Promise<unknown>;
}) {
  const section = REVIEW_SECTION[props.section];
  const [mark, { loading }] = useMutation(MarkSectionReviewedDocument);
  const [error, setError] = useState<string | null>(null);
  const review = props.reviews.find((r) => r.section === section);
  return (
    <Group gap="sm" mt="md" justify="space-between" wrap="wrap" data-section-review={section}>
      <Text size="sm" c="dimmed">
        {review ? `Reviewed on ${reviewDate(review.reviewedAt)} by ${review.reviewedBy}` : 'Never reviewed'}
      </Text>
      <Button
        variant="light"
        size="compact-sm"
        loading={loading}
        onClick={async () => {
          setError(null);
          try {
            await mark({ variables: { treeId: props.treeId, section } });
            await props.onChanged();
          } catch (caught) {
            setError(caught instanceof Error ? caught.message : 'The section could not be marked reviewed');
          }
        }}
      >
        Mark reviewed
      </Button>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}
