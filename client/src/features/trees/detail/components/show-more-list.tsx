import { Button, List } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';

type ShowMoreListProps = {
  items: readonly string[];
  /** How many items show while collapsed. */
  shown: number;
  /** What the list holds, for the toggle's accessible name. */
  noun: 'synonyms' | 'commonNames';
  renderItem?: (item: string) => ReactNode;
  className?: string;
};

/**
 * A list collapsed to its first `shown` items, with a Show More / Show Less toggle when longer.
 * Collapsed items stay in the page, hidden, so a printout still lists them all (print.css).
 */
export function ShowMoreList({ items, shown, noun, renderItem = (item) => item, className }: ShowMoreListProps) {
  const [expanded, setExpanded] = useState(false);
  const [listId, t] = [useId(), useT()];
  const collapsible = items.length > shown;

  return (
    <div className={className}>
      <List id={listId} size="sm" spacing={2} listStyleType="none" withPadding={false}>
        {items.map((item, index) => {
          const collapsed = collapsible && !expanded && index >= shown;
          return (
            <List.Item key={`${item}-${index}`} hidden={collapsed} data-collapsed={collapsed || undefined}>
              {renderItem(item)}
            </List.Item>
          );
        })}
      </List>
      {collapsible ? (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          mt={4}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
          data-print="hide"
          title={expanded ? t('tree.showFewer', { noun }) : t('tree.showAll', { noun, count: items.length })}
        >
          {expanded ? t('tree.showLess') : t('tree.showMore')}
        </Button>
      ) : null}
    </div>
  );
}
