import 'virtual:icu-messages/ui';
import { Button, Group, Text } from '@mantine/core';
import { LightAlert } from './light-alert';
import { useT } from '@/i18n/i18n';

/** A screen's data could not be loaded: what failed, and a Try again that asks once more. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  const t = useT();
  return (
    <LightAlert color="red" title={title}>
      <Group gap="sm">
        <Text size="sm">{t('ui.checkConnection')}</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void onRetry()}>
          {t('ui.tryAgain')}
        </Button>
      </Group>
    </LightAlert>
  );
}
