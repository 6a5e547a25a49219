import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { fieldProps } from '@/lib/form-fields';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { ADMIN_MESSAGES, bulkEmailSchema, type Audience, type BulkEmailValues } from '../forms/admin-schemas';
import { useEmailAudiences, useSendBulkEmail, type BulkEmailResult } from '../hooks/use-bulk-email';
import { BulkEmailResults } from './bulk-email-results';

const FIELDS = ['recipient', 'subject', 'content'] as const;
/** API input names → this form's fields. */
const FIELD_NAMES = { textContent: 'content', email: 'recipient', recipients: 'recipient' } as const;

const INITIAL: BulkEmailValues = { audience: 'test', recipient: '', subject: '', content: '' };

/** /email: to all users, the test group or one address; subject and content required. */
export function BulkEmailForm() {
  const audiences = useEmailAudiences();
  const { send, loading } = useSendBulkEmail();
  const [result, setResult] = useState<BulkEmailResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const countFor = (audience: Audience) => (audience === 'single' ? 1 : (audiences.counts?.[audience] ?? null));

  const deliver = async (values: BulkEmailValues) => {
    setResult(null);
    setProblem(null);
    try {
      const answer = await send(values);
      if (!answer.ok) {
        const { fieldErrors, other } = toErrorMap(
          answer.errors,
          values.audience === 'single' ? FIELDS : (['subject', 'content'] as const),
          values.audience === 'single' ? FIELD_NAMES : { textContent: 'content' },
        );
        formik.setErrors(fieldErrors);
        setProblem(other[0] ?? null);
        void notify({ message: other[0] ?? ADMIN_MESSAGES.sendFailed, color: 'red' });
        return;
      }
      setResult(answer.result);
      const { success, totalSent, message } = answer.result;
      void notify(
        success
          ? { message: message || 'Email sent', color: 'green' }
          : { message: totalSent > 0 ? ADMIN_MESSAGES.someFailed : ADMIN_MESSAGES.sendFailed, color: 'red' },
      );
    } catch (error) {
      logError('bulk e-mail failed', error);
      setProblem(ADMIN_MESSAGES.sendFailed);
      void notify({ message: ADMIN_MESSAGES.sendFailed, color: 'red' });
    }
  };

  const formik = useFormik<BulkEmailValues>({
    initialValues: INITIAL,
    validationSchema: bulkEmailSchema,
    onSubmit: async (values) => {
      setProblem(null);
      if (countFor(values.audience) === 0) {
        setProblem(ADMIN_MESSAGES.noRecipients);
        return;
      }
      if (values.audience === 'all') {
        setConfirming(true);
        return;
      }
      await deliver(values);
    },
  });

  const count = (audience: 'all' | 'test') => {
    if (audiences.counts) return ` (${audiences.counts[audience]})`;
    return audiences.loading ? ' (…)' : '';
  };
  const { audience } = formik.values;

  return (
    <Stack gap="lg">
      <form onSubmit={formik.handleSubmit} noValidate aria-label="Send e-mail">
        <Stack gap="sm" maw={720}>
          <Radio.Group
            label="Recipients"
            name="audience"
            value={audience}
            onChange={(value) => void formik.setFieldValue('audience', value as Audience)}
          >
            <Group gap="lg" mt={6}>
              <Radio value="all" label={`All users${count('all')}`} />
              <Radio value="test" label={`Test group${count('test')}`} />
              <Radio value="single" label="One address" />
            </Group>
          </Radio.Group>
          {audiences.error && (
            <Alert color="red" variant="light" role="alert">
              {ADMIN_MESSAGES.loadUsersFailed}
            </Alert>
          )}
          {audience === 'single' && (
            <TextInput label="Recipient email" type="email" required {...fieldProps(formik, 'recipient')} />
          )}
          <TextInput label="Subject" required {...fieldProps(formik, 'subject')} />
          <Textarea label="Content" required rows={10} resize="vertical" {...fieldProps(formik, 'content')} />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={loading || formik.isSubmitting}>
              Send e-mail
            </Button>
          </Group>
        </Stack>
      </form>

      {result && <BulkEmailResults result={result} />}

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Send to all users?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            “{formik.values.subject.trim()}” will be e-mailed to {audiences.counts?.all ?? 'every'} users who receive
            SelecTree e-mail. This cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                void deliver(formik.values);
              }}
            >
              Send to all users
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
