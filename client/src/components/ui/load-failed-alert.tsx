import '@mantine/core/styles/Alert.layer.css';
import 'virtual:icu-messages/ui';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n';

/** A screen's data could not be loaded: what failed, and a Try again that asks once more. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const t = useT();
  return (
    <Alert color="red" title={title} role="alert">
      <Group gap="sm">
        <Text size="sm">{t('ui.checkConnection')}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void onRetry()}>
          {t('ui.tryAgain')}
        </Button>
      </Group>
    </Alert>
  );
}
