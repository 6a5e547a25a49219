import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Checkbox, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';

import {
  today,
  type ContributionEntry,
  type ContributionErrors,
  type ContributionOptions,
} from '../forms/contribution-rules';
import classes from './community.module.css';

type EntryFieldsProps = {
  entry: ContributionEntry;
  index: number;
  options: ContributionOptions;
  errors: ContributionErrors;
  /** The server's refusal of this file, if any. */
  failure: string | null;
  onChange: (patch: Partial<ContributionEntry>) => void;
};

/** A small preview of the chosen file (an object URL, released when the entry goes). */
function Preview({ file, label }: { file: File; label: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img src={url} alt={label} className={classes.preview} />;
}

/** One chosen photo: its licence (none chosen), credit, what it shows, place, date, own-work box. */
export function ContributionEntryFields({ entry, index, options, errors, failure, onChange }: EntryFieldsProps) {
  const [id, t] = [`contribution-${index}`, useT()];
  return (
    <Paper withBorder p="sm" radius="md" component="fieldset" className={classes.entry} data-entry={index}>
      <Text component="legend" fw={600} className={classes.legend}>
        {t('community.entry.legend', { number: index + 1, name: entry.file.name })}
      </Text>
      <Group align="flex-start" wrap="wrap" gap="md">
        <Preview file={entry.file} label={t('community.entry.preview', { name: entry.file.name })} />
        <Stack gap="sm" className={classes.entryFields}>
          <Radio.Group
            name={`${id}-licence`}
            label={t('community.entry.licence')}
            description={t('community.entry.licenceHint')}
            withAsterisk
            value={entry.licence}
            onChange={(licence) => onChange({ licence })}
            error={errors.licence}
          >
            <Group gap="md" mt={4}>
              {options.licences.map((licence) => (
                <Radio key={licence} value={licence} label={licence} />
              ))}
            </Group>
          </Radio.Group>
          <TextInput
            label={t('community.entry.credit')}
            withAsterisk
            value={entry.credit}
            maxLength={options.creditMaxLength}
            onChange={(event) => onChange({ credit: event.currentTarget.value })}
            error={errors.credit}
          />
          <Radio.Group
            name={`${id}-shows`}
            label={t('community.entry.shows')}
            withAsterisk
            value={entry.attributeName}
            onChange={(attributeName) => onChange({ attributeName })}
            error={errors.attributeName}
          >
            <Group gap="md" mt={4}>
              {options.attributes.map((attribute) => (
                <Radio key={attribute} value={attribute} label={attribute} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t('community.entry.place')}
              value={entry.place}
              maxLength={options.placeMaxLength}
              onChange={(event) => onChange({ place: event.currentTarget.value })}
              error={errors.place}
            />
            <TextInput
              label={t('community.entry.date')}
              type="date"
              max={today()}
              value={entry.takenAt}
              onChange={(event) => onChange({ takenAt: event.currentTarget.value })}
              error={errors.takenAt}
            />
          </SimpleGrid>
          <Checkbox
            label={t('community.entry.ownWork')}
            checked={entry.ownWork}
            onChange={(event) => onChange({ ownWork: event.currentTarget.checked })}
            error={errors.ownWork}
            required
          />
          {failure ? (
            <Text size="sm" c="red.8" role="alert">
              {failure}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Paper>
  );
}
