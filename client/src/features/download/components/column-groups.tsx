import { Badge, Button, Chip, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import {
  allColumnKeys,
  groupState,
  setGroupColumns,
  toggleGroup,
  type ColumnGroup,
  type GroupState,
} from '../download-form';
import classes from './download.module.css';

type ColumnGroupsProps = {
  groups: readonly ColumnGroup[];
  selected: string[];
  error?: string;
  onChange: (columns: string[]) => void;
};

const STATE_TEXT: Record<GroupState, string> = { all: 'all chosen', some: 'some chosen', none: 'none chosen' };

/**
 * The column buttons in their five groups (spec §2). A group's heading is a toggle for the whole
 * group: pressed when every column of it is chosen; clicking it clears a whole group, otherwise
 * chooses all of it.
 */
export const ColumnGroups = memo(function ColumnGroups({ groups, selected, error, onChange }: ColumnGroupsProps) {
  const total = allColumnKeys(groups).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="download-columns">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={2} id="download-columns" className={classes.sectionTitle}>
          Columns
        </Title>
        <Group gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {selected.length} of {total} chosen
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(allColumnKeys(groups))}>
            Choose all
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => onChange([])} disabled={!selected.length}>
            Clear
          </Button>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        The file always starts with the Tree ID. Click a group’s heading to choose or clear the whole group.
      </Text>
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {groups.map((group) => {
          const state = groupState(group, selected);
          const chosen = group.columns.filter((column) => selected.includes(column.key)).map((column) => column.key);
          return (
            <Paper key={group.key} withBorder p="sm" radius="md" className={classes.group} data-state={state}>
              <UnstyledButton
                className={classes.groupHeading}
                aria-pressed={state === 'all'}
                aria-label={`${group.label} (${STATE_TEXT[state]})`}
                onClick={() => onChange(toggleGroup(groups, group, selected))}
              >
                <span>{group.label}</span>
                <Badge variant={state === 'none' ? 'outline' : 'filled'} color="green" aria-hidden>
                  {chosen.length}/{group.columns.length}
                </Badge>
              </UnstyledButton>
              <Chip.Group
                multiple
                value={chosen}
                onChange={(value) => onChange(setGroupColumns(groups, group, selected, value))}
              >
                <Group gap={6} mt="xs" role="group" aria-label={`${group.label} columns`}>
                  {group.columns.map((column) => (
                    <Chip key={column.key} value={column.key} size="xs" classNames={{ label: classes.chipLabel }}>
                      {column.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
});
