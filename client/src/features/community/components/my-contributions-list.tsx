import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/community';
import { useT, type MessageKey } from '@/i18n/i18n';
import { paths } from '@/config/paths';
import { when } from '../queue-model';
import classes from './community.module.css';

export type MyContribution = {
  id: number;
  kind: 'photo' | 'report';
  treeId: number;
  treeName: string;
  /** What it was: "Photo (leaf)", "Report on Site Conditions". */
  summary: string;
  status: string;
  /** The editor's reason or note, once decided. */
  note: string | null;
  createdAt: unknown;
};

/**
 * The badge's colour per status; its text takes shade 9 of that colour, which keeps 4.5:1 on the light
 * tint (Mantine's own light text, shade 7 of green or yellow, fails WCAG AA there: axe, color-contrast).
 */
const STATUS_COLOR: Record<string, string> = {
  pending: 'bark',
  approved: 'forest',
  resolved: 'forest',
  rejected: 'red',
  dismissed: 'gray',
};

const STATUS_LABEL: Record<string, MessageKey> = {
  pending: 'community.status.pending',
  approved: 'community.status.approved',
  rejected: 'community.status.rejected',
  resolved: 'community.status.resolved',
  dismissed: 'community.status.dismissed',
};

/** My Account, "My contributions": everything the user sent, its status and the editor's reason. */
export function MyContributionsList({ items }: { items: readonly MyContribution[] }) {
  const t = useT();
  if (!items.length) {
    return <Text c="dimmed">{t('community.mine.empty')}</Text>;
  }
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table verticalSpacing="xs" data-testid="my-contributions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('community.mine.what')}</Table.Th>
            <Table.Th>{t('community.mine.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-contribution={item.id}>
              <Table.Td className={classes.wrap}>
                <Stack gap={0}>
                  <Text size="sm">{item.summary}</Text>
                  <Anchor component={Link} to={paths.treeDetail.href(item.treeId)} size="sm">
                    <em>{item.treeName}</em>
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('community.mine.sent', { when: when(item.createdAt, t.locale) })}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td className={classes.wrap}>
                <Badge
                  color={STATUS_COLOR[item.status] ?? 'gray'}
                  c={`${STATUS_COLOR[item.status] ?? 'gray'}.9`}
                  variant="light"
                  data-status={item.status}
                >
                  {STATUS_LABEL[item.status] ? t(STATUS_LABEL[item.status]) : item.status}
                </Badge>
                {item.note ? (
                  <Text size="sm" mt={4}>
                    {t(item.status === 'rejected' ? 'community.mine.reason' : 'community.mine.note', {
                      note: item.note,
                    })}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
