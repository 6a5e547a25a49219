import { Badge, Button, Chip, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import 'virtual:icu-messages/download';
import { useT } from '@/i18n/i18n';
import { allColumnKeys, groupState, setGroupColumns, toggleGroup, type ColumnGroup } from '../download-form';
import classes from './download.module.css';

type ColumnGroupsProps = {
  groups: readonly ColumnGroup[];
  selected: string[];
  error?: string;
  onChange: (columns: string[]) => void;
};

/**
 * The column buttons in their five groups (spec §2). A group's heading is a toggle for the whole
 * group: pressed when every column of it is chosen; clicking it clears a whole group, otherwise
 * chooses all of it.
 */
export const ColumnGroups = memo(function ColumnGroups({ groups, selected, error, onChange }: ColumnGroupsProps) {
  const [total, t] = [allColumnKeys(groups).length, useT()];
  return (
    <Stack gap="sm" component="section" aria-labelledby="download-columns">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} id="download-columns" className={classes.sectionTitle}>
          {t('download.columns')}
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('download.chosen', { chosen: selected.length, total })}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(allColumnKeys(groups))}>
            {t('download.chooseAll')}
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])} disabled={!selected.length}>
            {t('download.clear')}
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('download.columnsHint')}
      </Text>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {groups.map((group) => (
          <GroupCard key={group.key} groups={groups} group={group} selected={selected} onChange={onChange} />
        ))}
      </SimpleGrid>
    </Stack>
  );
});

/** One group: its heading (a toggle for the whole group, with how many are chosen) and its column chips. */
function GroupCard({
  groups,
  group,
  selected,
  onChange,
}: {
  groups: readonly ColumnGroup[];
  group: ColumnGroup;
  selected: string[];
  onChange: (columns: string[]) => void;
}) {
  const t = useT();
  const [state, label] = [groupState(group, selected), t('download.group', { group: group.key, label: group.label })];
  const chosen = group.columns.filter((column) => selected.includes(column.key)).map((column) => column.key);
  return (
    <Paper withBorder p="sm" radius="md" className={classes.group} data-state={state}>
      <UnstyledButton
        className={classes.groupHeading}
        aria-pressed={state === 'all'}
        aria-label={t('download.groupHeading', { group: label, state: t('download.state', { state }) })}
        onClick={() => onChange(toggleGroup(groups, group, selected))}
      >
        <span>{label}</span>
        <Badge variant={state === 'none' ? 'outline' : 'filled'} color="green" aria-hidden>
          {chosen.length}/{group.columns.length}
        </Badge>
      </UnstyledButton>
      <Chip.Group
        multiple
        value={chosen}
        onChange={(value) => onChange(setGroupColumns(groups, group, selected, value))}
      >
        <Group gap={6} mt="xs" role="group" aria-label={t('download.groupColumns', { group: label })}>
          {group.columns.map((column) => (
            <Chip key={column.key} value={column.key} size="xs" classNames={{ label: classes.chipLabel }}>
              {column.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Paper>
  );
}
