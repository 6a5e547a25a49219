import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { fieldProps } from '@/lib/form-fields';
import { logError } from '@/lib/logger';
import { toErrorMap } from '@/lib/to-error-map';
import { apiKeySchema, type ApiKeyValues } from '../forms/admin-schemas';
import { useIssueApiKey } from '../hooks/use-api-keys';
import { adminRequestFailureText } from '../request-failure';

const EMPTY: ApiKeyValues = { name: '', ownerEmail: '' };

/** The key just issued, shown this once with a copy button; the server never sends it again. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <Alert color="forest" variant="light" role="status" title={`Key issued for “${name}”`}>
      <Stack gap="xs">
        <Text size="sm">
          Copy it now and give it to its holder: it is shown only this once. Only its hash is stored, so nobody can show
          it again; a lost key is revoked and a new one issued.
        </Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} data-testid="new-api-key">
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy} color={copied ? 'forest' : undefined}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            Done
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The form's state: a submit issues the key (shown by the caller) or puts the errors beside their fields. */
function useIssueForm(onIssued: (issued: { name: string; secret: string }) => void) {
  const { issue, loading } = useIssueApiKey();
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
        setFailure(adminRequestFailureText(error, 'The key could not be issued. Please try again.'));
      }
    },
  });
  return { formik, failure, loading };
}

/** Issue a key: what it is for and its holder's e-mail; the answer shows the key once. */
export function IssueApiKeyForm() {
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  const { formik, failure, loading } = useIssueForm(setIssued);

  return (
    <Stack gap="sm">
      {issued && <NewKey name={issued.name} secret={issued.secret} onDone={() => setIssued(null)} />}
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Issue an API key">
        <Stack gap="sm" maw={640}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Name"
              description="What the key is for"
              required
              autoComplete="off"
              {...fieldProps(formik, 'name')}
            />
            <TextInput
              label="Owner e-mail"
              description="Who holds the key"
              type="email"
              required
              autoComplete="off"
              {...fieldProps(formik, 'ownerEmail')}
            />
          </SimpleGrid>
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={loading || formik.isSubmitting}>
              Issue key
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
