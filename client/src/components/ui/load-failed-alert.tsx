import '@mantine/core/styles/Alert.layer.css';
import { Alert, Button, Group, Text } from '@mantine/core';

/** A screen's data could not be loaded: what failed, and a Try again that asks once more. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => unknown }) {
  return (
    <Alert color="red" title={title} role="alert">
      <Group gap="sm">
        <Text size="sm">Check your connection and try again.</Text>
        <Button size="compact-sm" variant="light" color="red" onClick={() => void onRetry()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
