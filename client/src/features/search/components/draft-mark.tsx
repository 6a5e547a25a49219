import 'virtual:icu-messages/search';
import { useT } from '@/i18n/i18n';

/** "Draft" beside a tree's name: only editors are ever shown drafts (suggestions, result cards). */
export function DraftMark() {
  const t = useT();
  // The space keeps "Draft" a word of its own in the option's or link's accessible text.
  return (
    <>
      {' '}
      <span
        data-testid="draft-mark"
        style={{
          marginInlineStart: 6,
          padding: '0 6px',
          borderRadius: 4,
          fontSize: 11,
          fontStyle: 'normal',
          fontWeight: 700,
          letterSpacing: 0.3,
          verticalAlign: 'middle',
          background: 'var(--mantine-color-yellow-1)',
          color: 'var(--mantine-color-dark-7)',
          border: '1px solid var(--mantine-color-yellow-6)',
        }}
      >
        {t('search.draft')}
      </span>
    </>
  );
}
