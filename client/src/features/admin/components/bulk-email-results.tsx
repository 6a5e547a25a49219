import { Alert, Badge, Table, Text } from '@mantine/core';
import 'virtual:icu-messages/admin';
import { useT } from '@/i18n/i18n';
import { ADMIN_MESSAGES } from '../forms/admin-schemas';
import type { BulkEmailResult } from '../hooks/use-bulk-email';

/** The answer of a send: the outcome, the counts, and one row per recipient. */
export function BulkEmailResults({ result }: { result: BulkEmailResult }) {
  const t = useT();
  const color = result.success ? 'green' : result.totalSent > 0 ? 'yellow' : 'red';
  const message = result.message || t(result.success ? 'admin.emailSent' : ADMIN_MESSAGES.sendFailed);
  return (
    <section aria-labelledby="bulk-email-results-title">
      <Alert color={color} variant="light" title={message} role="status" id="bulk-email-results-title">
        <Text size="sm">
          {t('admin.sentFailed', { sent: String(result.totalSent), failed: String(result.failures) })}
        </Text>
      </Alert>
      {result.details.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native" mt="sm" pos="relative">
          <Table striped verticalSpacing="xs" aria-label={t('admin.recipients')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.email')}</Table.Th>
                <Table.Th>{t('admin.status')}</Table.Th>
                <Table.Th>{t('admin.details')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.details.map((detail) => (
                <Table.Tr key={detail.email}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{detail.email}</Table.Td>
                  <Table.Td>
                    <Badge color={detail.status === 'sent' ? 'forest' : 'red'} variant="light">
                      {t('admin.deliveryStatus', { status: detail.status })}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{detail.error ?? detail.reason ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}
