import { Stack, Text, Title } from '@mantine/core';
import { PageTitle } from './page-title';

/** Placeholder for a screen whose feature ships in a later release. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Stack gap="sm" py="xl">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This part of SelecTree arrives in a later release.</Text>
    </Stack>
  );
}
