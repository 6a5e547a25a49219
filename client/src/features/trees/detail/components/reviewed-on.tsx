import { Text } from '@mantine/core';
import { reviewDate } from '@/lib/dates';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';

/** The detail sections an editor can mark reviewed (server: services/editing/review-reads.ts). */
export type ReviewSection = 'names' | 'general' | 'characteristics' | 'site_conditions' | 'considerations' | 'photos';

type Review = { section: string; reviewedAt: unknown };

/** Issue 23.5: "Reviewed on {date}" under a section an editor marked reviewed; nothing otherwise. */
export function ReviewedOn({ reviews, section }: { reviews: readonly Review[]; section: ReviewSection }) {
  const review = reviews.find((r) => r.section === section);
  const t = useT();
  if (!review) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs" data-reviewed={section}>
      {t('tree.reviewedOn', { date: reviewDate(review.reviewedAt) })}
    </Text>
  );
}
