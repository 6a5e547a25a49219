import { Text } from '@mantine/core';
import 'virtual:icu-messages/lists';
import { useT } from '@/i18n/i18n';
import classes from './lists.module.css';

/** A list row's quantity and note as text (list-entry-text.tsx; the editors show them so too). */
export function QuantityText({ quantity, className }: { quantity: number; className?: string }) {
  const t = useT();
  return (
    <Text size="sm" className={className}>
      <Text span size="sm" fw={600}>
        {t('lists.entry.quantityLabel')}
      </Text>{' '}
      {quantity}
    </Text>
  );
}

export function NoteText({ note }: { note: string | null | undefined }) {
  const t = useT();
  if (!note) return null;
  return (
    <Text size="sm" className={classes.note}>
      <Text span size="sm" fw={600}>
        {t('lists.entry.noteLabel')}
      </Text>{' '}
      {note}
    </Text>
  );
}
