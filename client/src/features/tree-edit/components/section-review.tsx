import { useMutation } from '@apollo/client/react';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/treeEdit';
import { useT } from '@/i18n/i18n';
import { MarkSectionReviewedDocument } from '../generated/graphql';
import type { SectionId } from '../edit-layout';
import { failureText } from '../failure-text';
import { intlLocale } from '../intl-locale';

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
  const t = useT();
  // "January 2, 2030" in English (the detail page's reviewDate), the day in the page's language.
  const day = (iso: unknown) =>
    new Date(String(iso)).toLocaleDateString(intlLocale(t), {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <Group gap="sm" mt="md" justify="space-between" wrap="wrap" data-section-review={section}>
      <Text size="sm" c="dimmed">
        {review
          ? t('treeEdit.reviewedOn', { date: day(review.reviewedAt), name: review.reviewedBy })
          : t('treeEdit.neverReviewed')}
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
            setError(failureText(caught, t('treeEdit.markFailed')));
          }
        }}
      >
        {t('treeEdit.markReviewed')}
      </Button>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Group>
  );
}
