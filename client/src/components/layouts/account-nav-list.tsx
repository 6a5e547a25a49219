import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueueCountBadge } from './queue-count-badge';
import { useT } from '@/i18n/i18n';
import { useViewer } from '@/lib/auth';
import { logout } from '@/lib/session-check';
import { accountNavEntries } from './account-nav';
import { LoginButton } from './header-buttons';
import classes from './site-header.module.css';

/** The login menu in the small-screen drawer: LOGIN, or the signed-in entries as links. */
export function AccountNavList({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useViewer();
  const client = useApolloClient();
  const t = useT();
  if (!viewer) return <LoginButton fullWidth onClick={onNavigate} />;
  const entries = accountNavEntries(viewer);
  return (
    <nav aria-label={t('account.nav')}>
      <Text fw={700} size="sm" c="dimmed" tt="uppercase" mb={6}>
        {viewer.firstName || t('account.nav')}
      </Text>
      <Stack gap={4}>
        {entries.map((entry) =>
          'to' in entry ? (
            <Anchor
              key={entry.label}
              component={Link}
              to={entry.to}
              onClick={onNavigate}
              className={classes.drawerLink}
            >
              {t(entry.label)}
              {entry.to === paths.editorQueue.href() ? <QueueCountBadge /> : null}
            </Anchor>
          ) : (
            <Button
              key={entry.label}
              variant="outline"
              mt="sm"
              fullWidth
              onClick={() => {
                onNavigate();
                void logout(client);
              }}
            >
              {t(entry.label)}
            </Button>
          ),
        )}
      </Stack>
    </nav>
  );
}
