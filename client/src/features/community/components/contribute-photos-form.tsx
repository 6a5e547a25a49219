import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';

import {
  ACCEPTED_TYPES,
  newEntry,
  validateEntry,
  type ContributionEntry,
  type ContributionErrors,
  type ContributionOptions,
} from '../forms/contribution-rules';
import classes from './community.module.css';
import { ContributionEntryFields } from './contribution-entry-fields';

type ContributePhotosFormProps = {
  options: ContributionOptions;
  /** The name the credit field starts with (the contributor's own). */
  defaultCredit: string;
  /** Uploads and registers one photo; rejects with the server's words. */
  send: (entry: ContributionEntry) => Promise<void>;
  onDone: () => void;
};

/**
 * "Add your photos": one or more images, each with its licence, credit, what it shows, optional
 * place and date, and the own-work box. Nothing is sent until every photo's fields are right; a
 * photo the server refuses stays in the form with the reason, the others are sent.
 */
export function ContributePhotosForm({ options, defaultCredit, send, onDone }: ContributePhotosFormProps) {
  const [entries, setEntries] = useState<ContributionEntry[]>([]);
  const [errors, setErrors] = useState<Record<string, ContributionErrors>>({});
  const [failures, setFailures] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  const t = useT();

  const choose = (files: File[]) => {
    setNotice(null);
    setEntries((current) => [...current, ...files.map((file, i) => newEntry(file, defaultCredit, current.length + i))]);
  };
  const change = (key: string, patch: Partial<ContributionEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
    if (errors[key])
      setErrors((current) => ({ ...current, [key]: validateEntry({ ...find(key), ...patch }, options, t) }));
  };
  const find = (key: string) => entries.find((entry) => entry.key === key) as ContributionEntry;

  const submit = async () => {
    if (!entries.length) return setNotice(t('community.photos.noFiles'));
    const found = Object.fromEntries(entries.map((entry) => [entry.key, validateEntry(entry, options, t)]));
    setErrors(found);
    if (Object.values(found).some((e) => Object.keys(e).length > 0)) {
      return setNotice(t('community.photos.needDetails'));
    }
    setNotice(null);
    setSending(true);
    const refused: Record<string, string> = {};
    let accepted = 0;
    for (const entry of entries) {
      try {
        await send(entry);
        accepted += 1;
      } catch (error) {
        refused[entry.key] = error instanceof Error ? error.message : t('community.photos.failed');
      }
    }
    setSending(false);
    setFailures(refused);
    setSent((count) => count + accepted);
    setEntries((current) => current.filter((entry) => refused[entry.key]));
  };

  return (
    <Stack gap="md" data-testid="contribute-photos" className={classes.form}>
      {sent > 0 && !entries.length ? (
        <Alert color="green" role="status" title={t('community.photos.thanks')}>
          {t('community.photos.sent', { count: sent })}
        </Alert>
      ) : null}
      {notice ? (
        <Alert color="red" role="alert">
          {notice}
        </Alert>
      ) : null}
      {entries.map((entry, index) => (
        <ContributionEntryFields
          key={entry.key}
          entry={entry}
          index={index}
          options={options}
          errors={errors[entry.key] ?? {}}
          failure={failures[entry.key] ?? null}
          onChange={(patch) => change(entry.key, patch)}
        />
      ))}
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={choose} accept={ACCEPTED_TYPES} multiple>
          {(props) => (
            <Button variant="outline" {...props}>
              {entries.length ? t('community.photos.chooseMore') : t('community.photos.choose')}
            </Button>
          )}
        </FileButton>
        <Button onClick={() => void submit()} loading={sending}>
          {t('community.photos.send', { count: Math.max(entries.length, 1) })}
        </Button>
        <Button variant="subtle" onClick={onDone}>
          {sent && !entries.length ? t('community.close') : t('community.cancel')}
        </Button>
      </Group>
      {!entries.length && !sent ? (
        <Text size="sm" c="dimmed">
          {t('community.photos.hint')}
        </Text>
      ) : null}
    </Stack>
  );
}
