import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import 'virtual:icu-messages/admin';
import { useT } from '@/i18n/i18n';
import { logError } from '@/lib/logger';
import { notify } from '@/lib/notify';
import { toErrorMap } from '@/lib/to-error-map';
import { translatedFieldProps } from '@/lib/translated-field-props';
import { ADMIN_MESSAGES, bulkEmailSchema, type Audience, type BulkEmailValues } from '../forms/admin-schemas';
import { useEmailAudiences, useSendBulkEmail, type BulkEmailResult } from '../hooks/use-bulk-email';
import { BulkEmailResults } from './bulk-email-results';

const FIELDS = ['recipient', 'subject', 'content'] as const;
/** API input names → this form's fields. */
const FIELD_NAMES = { textContent: 'content', email: 'recipient', recipients: 'recipient' } as const;

const INITIAL: BulkEmailValues = { audience: 'test', recipient: '', subject: '', content: '' };

/** /email: to all users, the test group or one address; subject and content required. */
export function BulkEmailForm() {
  const [audiences, t] = [useEmailAudiences(), useT()];
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
        void notify({ message: other[0] ?? t(ADMIN_MESSAGES.sendFailed), color: 'red' });
        return;
      }
      setResult(answer.result);
      const { success, totalSent, message } = answer.result;
      void notify(
        success
          ? { message: message || t('admin.emailSent'), color: 'green' }
          : { message: t(totalSent > 0 ? ADMIN_MESSAGES.someFailed : ADMIN_MESSAGES.sendFailed), color: 'red' },
      );
    } catch (error) {
      logError('bulk e-mail failed', error);
      setProblem(t(ADMIN_MESSAGES.sendFailed));
      void notify({ message: t(ADMIN_MESSAGES.sendFailed), color: 'red' });
    }
  };

  const formik = useFormik<BulkEmailValues>({
    initialValues: INITIAL,
    validationSchema: bulkEmailSchema,
    onSubmit: async (values) => {
      setProblem(null);
      if (countFor(values.audience) === 0) {
        setProblem(t(ADMIN_MESSAGES.noRecipients));
        return;
      }
      if (values.audience === 'all') {
        setConfirming(true);
        return;
      }
      await deliver(values);
    },
  });

  const { audience } = formik.values;

  return (
    <Stack gap="lg">
      <form onSubmit={formik.handleSubmit} noValidate aria-label={t('admin.sendForm')}>
        <Stack gap="sm" maw={720}>
          <AudienceChoice
            audiences={audiences}
            value={audience}
            onChange={(value) => void formik.setFieldValue('audience', value)}
          />
          {audiences.error && (
            <Alert color="red" variant="light" role="alert">
              {t(ADMIN_MESSAGES.loadUsersFailed)}
            </Alert>
          )}
          {audience === 'single' && (
            <TextInput
              label={t('admin.recipientEmail')}
              type="email"
              required
              {...translatedFieldProps(formik, 'recipient', t)}
            />
          )}
          <TextInput label={t('admin.subject')} required {...translatedFieldProps(formik, 'subject', t)} />
          <Textarea
            label={t('admin.content')}
            required
            rows={10}
            resize="vertical"
            {...translatedFieldProps(formik, 'content', t)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={loading || formik.isSubmitting}>
              {t('admin.send')}
            </Button>
          </Group>
        </Stack>
      </form>

      {result && <BulkEmailResults result={result} />}

      <ConfirmAllModal
        opened={confirming}
        subject={formik.values.subject.trim()}
        count={audiences.counts?.all ?? null}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void deliver(formik.values);
        }}
      />
    </Stack>
  );
}

type Audiences = ReturnType<typeof useEmailAudiences>;

/** Who receives it: all users and the test group with their counts ("All users (12)"), or one address. */
function AudienceChoice(props: { audiences: Audiences; value: Audience; onChange: (value: Audience) => void }) {
  const { audiences } = props;
  const t = useT();
  const counted = (audience: 'all' | 'test', label: string) => {
    if (audiences.counts) return t('admin.withCount', { label, count: audiences.counts[audience] });
    return audiences.loading ? t('admin.counting', { label }) : label;
  };
  const [all, test] = [counted('all', t('admin.allUsers')), counted('test', t('admin.testGroup'))];
  return (
    <Radio.Group
      label={t('admin.recipients')}
      name="audience"
      value={props.value}
      onChange={(value) => props.onChange(value as Audience)}
    >
      <Group gap="lg" mt={6}>
        <Radio value="all" label={all} />
        <Radio value="test" label={test} />
        <Radio value="single" label={t('admin.oneAddress')} />
      </Group>
    </Radio.Group>
  );
}

/** "Send to all users?": the subject and how many will get it; this cannot be undone. */
function ConfirmAllModal(props: {
  opened: boolean;
  subject: string;
  count: number | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { subject, count } = props;
  const t = useT();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('admin.confirmAllTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('admin.close') }}
    >
      <Stack gap="md">
        <Text>
          {count === null ? t('admin.confirmAllUncounted', { subject }) : t('admin.confirmAll', { subject, count })}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={props.onConfirm}>{t('admin.sendToAll')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
