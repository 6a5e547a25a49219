import { Button, Paper, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import 'virtual:icu-messages/tree';
import { useT } from '@/i18n/i18n';
import { withMessages } from '@/i18n/registry';
import { useViewer } from '@/lib/auth';
import { withClient } from '@/lib/graphql/client-loader';

/** The form (its upload hooks and fields) is fetched when a signed-in user opens it. */
const ContributeForm = lazy(() => withMessages(withClient(import('./contribute-form'))));

/** "Add your photos" on the detail page (signed-in users): the form opens in place. */
export function ContributePhotos({ treeId }: { treeId: number }) {
  const viewer = useViewer();
  const [opened, setOpened] = useState(false);
  const t = useT();
  if (!viewer) return null;
  return opened ? (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contribute-heading" data-print="hide">
      <Title order={3} size="h4" id="contribute-heading" mb="sm">
        {t('tree.addPhotos')}
      </Title>
      <Suspense fallback={null}>
        <ContributeForm
          treeId={treeId}
          defaultCredit={[viewer.firstName, viewer.lastName].filter(Boolean).join(' ')}
          onDone={() => setOpened(false)}
        />
      </Suspense>
    </Paper>
  ) : (
    <Button variant="light" onClick={() => setOpened(true)} data-print="hide">
      {t('tree.addPhotos')}
    </Button>
  );
}
