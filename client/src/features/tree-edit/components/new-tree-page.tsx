import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import 'virtual:icu-messages/treeEdit';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { AddTreeDocument } from '@/features/tree-edit/generated/graphql';
import { useT } from '@/i18n/i18n';
import { logError } from '@/lib/logger';

/**
 * ADD TREE (spec §7 POST /tree/add): a new empty Draft, then its edit page. A button, not a
 * visit, creates it, so reloading this page never makes a second tree.
 */
export function NewTreePage() {
  const navigate = useNavigate();
  const [add, { loading }] = useMutation(AddTreeDocument);
  const [failed, setFailed] = useState(false);
  const t = useT();
  return (
    <Stack maw={640} mx="auto" p="md" gap="md">
      <ScreenTitle name="titles.addTree" />
      <Title order={1}>{t('treeEdit.addTree')}</Title>
      <Text>{t('treeEdit.addTreeIntro')}</Text>
      {failed && <Alert color="red">{t('treeEdit.addTreeFailed')}</Alert>}
      <Button
        w="fit-content"
        loading={loading}
        onClick={async () => {
          try {
            const result = await add();
            if (result.data) void navigate(paths.treeEdit.href(result.data.addTree), { replace: true });
          } catch (error) {
            logError('adding a tree', error);
            setFailed(true);
          }
        }}
      >
        {t('treeEdit.createDraft')}
      </Button>
    </Stack>
  );
}
