import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/admin';
import { useT } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { toErrorMap } from '@/lib/to-error-map';
import { translatedFieldProps } from '@/lib/translated-field-props';
import { apiKeySchema, type ApiKeyValues } from '../forms/admin-schemas';
import { useIssueApiKey } from '../hooks/use-api-keys';
import { adminRequestFailureText } from '../request-failure';

const EMPTY: ApiKeyValues = { name: '', ownerEmail: '' };

/** The key just issued, shown this once with a copy button; the server never sends it again. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const t = useT();
  return (
    <Alert color="forest" variant="light" role="status" title={t('admin.keys.issuedFor', { name })}>
      <Stack gap="xs">
        <Text size="sm">{t('admin.keys.copyNow')}</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="new-api-key">
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'forest' : undefined}>
                {copied ? t('admin.keys.copied') : t('admin.keys.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('admin.keys.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The form's state: a submit issues the key (shown by the caller) or puts the errors beside their fields. */
function useIssueForm(onIssued: (issued: { name: string; secret: string }) => void) {
  const [{ issue, loading }, t] = [useIssueApiKey(), useT()];
  const [failure, setFailure] = useState<string | null>(null);
  const formik = useFormik<ApiKeyValues>({
    initialValues: EMPTY,
    validationSchema: apiKeySchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const answer = await issue(values);
        if (answer.ok) {
          helpers.resetForm({ values: EMPTY });
          onIssued({ name: answer.apiKey.name, secret: answer.key });
          return;
        }
        const { fieldErrors, other } = toErrorMap(answer.errors, ['name', 'ownerEmail'] as const);
        helpers.setErrors(fieldErrors);
        if (other.length) setFailure(other[0]);
      } catch (error) {
        logError('issuing an API key failed', error);
        setFailure(adminRequestFailureText(error, t('admin.keys.issueFailed')));
      }
    },
  });
  return { formik, failure, loading, t };
}

/** Issue a key: what it is for and its holder's e-mail; the answer shows the key once. */
export function IssueApiKeyForm() {
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  const { formik, failure, loading, t } = useIssueForm(setIssued);

  return (
    <Stack gap="sm">
      {issued && <NewKey name={issued.name} secret={issued.secret} onDone={() => setIssued(null)} />}
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('admin.keys.issueForm')}>
        <Stack gap="sm" maw={640}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('admin.keys.name')}
              description={t('admin.keys.nameDescription')}
              required
              autoComplete="off"
              {...translatedFieldProps(formik, 'name', t)}
            />
            <TextInput
              label={t('admin.keys.owner')}
              description={t('admin.keys.ownerDescription')}
              type="email"
              required
              autoComplete="off"
              {...translatedFieldProps(formik, 'ownerEmail', t)}
            />
          </SimpleGrid>
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={loading || formik.isSubmitting}>
              {t('admin.keys.issue')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
