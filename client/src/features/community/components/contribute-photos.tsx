import { Button, Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { useViewer } from '@/lib/auth';
import { useCommunityOptions, useContributePhoto } from '../hooks/use-community';
import { ContributePhotosForm } from './contribute-photos-form';

/** "Add your photos" on the detail page (signed-in users): the form opens in place. */
export function ContributePhotos({ treeId }: { treeId: number }) {
  const viewer = useViewer();
  const [opened, setOpened] = useState(false);
  if (!viewer) return null;
  return opened ? (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contribute-heading" data-print="hide">
      <Title order={3} size="h4" id="contribute-heading" mb="sm">
        Add your photos
      </Title>
      <ContributeForm
        treeId={treeId}
        defaultCredit={[viewer.firstName, viewer.lastName].filter(Boolean).join(' ')}
        onDone={() => setOpened(false)}
      />
    </Paper>
  ) : (
    <Button variant="light" onClick={() => setOpened(true)} data-print="hide">
      Add your photos
    </Button>
  );
}

function ContributeForm({
  treeId,
  defaultCredit,
  onDone,
}: {
  treeId: number;
  defaultCredit: string;
  onDone: () => void;
}) {
  const options = useCommunityOptions();
  const send = useContributePhoto(treeId);
  if (!options) return null;
  return <ContributePhotosForm options={options} defaultCredit={defaultCredit} send={send} onDone={onDone} />;
}
