import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import 'virtual:icu-messages/community';
import { useT } from '@/i18n/i18n';

import {
  emptyReport,
  validateReport,
  type ReportErrors,
  type ReportLimits,
  type ReportValues,
} from '../forms/report-rules';
import classes from './community.module.css';

type ReportProblemFormProps = {
  limits: ReportLimits;
  /** Anonymous visitors may leave an address to hear back; signed-in users are known. */
  anonymous: boolean;
  /** Sends the report; rejects with the server's words. */
  send: (values: ReportValues) => Promise<void>;
  onClose: () => void;
};

/** The short form behind "Report a problem": what is wrong, optional source, optional e-mail. */
export function ReportProblemForm({ limits, anonymous, send, onClose }: ReportProblemFormProps) {
  const [values, setValues] = useState<ReportValues>(emptyReport);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [[sent, setSent], t] = [useState(false), useT()];

  const set = (patch: Partial<ReportValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (tried) setErrors(validateReport(next, limits, t));
  };
  const submit = async () => {
    setTried(true);
    const found = validateReport(values, limits, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    setFailure(null);
    setSending(true);
    try {
      await send(values);
      setSent(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('community.report.failed'));
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" role="status">
          {t('community.report.thanks')}
        </Alert>
        <Button onClick={onClose} data-autofocus>
          {t('community.close')}
        </Button>
      </Stack>
    );
  }
  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t('community.report.what')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          value={values.message}
          onChange={(event) => set({ message: event.currentTarget.value })}
          error={errors.message}
        />
        <TextInput
          label={t('community.report.source')}
          description={t('community.report.sourceHint')}
          value={values.source}
          onChange={(event) => set({ source: event.currentTarget.value })}
          error={errors.source}
        />
        {anonymous ? (
          <TextInput
            label={t('community.report.email')}
            description={t('community.report.emailHint')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set({ email: event.currentTarget.value })}
            error={errors.email}
          />
        ) : null}
        {/* Left empty by people; filled by form-filling robots (the server drops such reports). */}
        <div className={classes.honeypot} aria-hidden="true">
          <label>
            {t('community.report.website')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => set({ website: event.currentTarget.value })}
            />
          </label>
        </div>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" onClick={onClose}>
            {t('community.cancel')}
          </Button>
          <Button type="submit" loading={sending}>
            {t('community.report.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
