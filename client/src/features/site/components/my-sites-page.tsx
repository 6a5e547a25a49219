import '@mantine/core/styles/Input.layer.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ScreenTitle } from '@/components/ui/screen-title';
import { paths } from '@/config/paths';
import { useLengthDisplay } from '@/lib/length-display';
import { siteInWords, type SiteWordLabels } from '@/lib/site-words';
import { useDeleteSite, useMySites, useRenameSite, useSiteOptions, type SavedSite } from '../hooks/use-site';
import classes from './site.module.css';

function RenameForm({ site, onDone }: { site: SavedSite; onDone: () => void }) {
  const [name, setName] = useState(site.name);
  const { rename, saving, error } = useRenameSite();
  const t = useT();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await rename(site, name)) onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={classes.renameForm}>
      <TextInput
        label={t('site.mine.renameLabel', { name: site.name })}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={saving}>
          {t('site.mine.saveName')}
        </Button>
        <Button variant="default" size="xs" onClick={onDone}>
          {t('site.mine.cancel')}
        </Button>
      </Group>
    </form>
  );
}

type SiteRowProps = { site: SavedSite; choices: SiteWordLabels | null; onDelete: (site: SavedSite) => void };

function SiteRow({ site, choices, onDelete }: SiteRowProps) {
  const [[renaming, setRenaming], lengths, t] = [useState(false), useLengthDisplay(), useT()];
  return (
    <li className={classes.siteRow}>
      {renaming ? (
        <RenameForm site={site} onDone={() => setRenaming(false)} />
      ) : (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={paths.site.href(site.siteQuery)} fw={700}>
              {site.name}
            </Anchor>
            <Text size="xs" c="dimmed" className={classes.query}>
              {siteInWords(site.siteQuery, choices, { lengths, t })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => setRenaming(true)}
              aria-label={t('site.mine.renameAria', { name: site.name })}
            >
              {t('site.mine.rename')}
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red.8"
              onClick={() => onDelete(site)}
              aria-label={t('site.mine.deleteAria', { name: site.name })}
            >
              {t('site.mine.delete')}
            </Button>
          </Group>
        </Group>
      )}
    </li>
  );
}

/** My Sites (signed in, issue 22.5): the saved sites, each opened, renamed or deleted here. */
export function MySitesPage() {
  const { sites, loading, error, refetch } = useMySites();
  const choices = useSiteOptions();
  const [deleting, setDeleting] = useState<SavedSite | null>(null);
  const remove = useDeleteSite();
  const t = useT();
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.mySites" />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('site.mine.title')}</Title>
        <Button component={Link} to={paths.site.href()}>
          {t('site.mine.new')}
        </Button>
      </Group>
      {error ? <LoadFailedAlert title={t('site.mine.loadFailed')} onRetry={() => refetch?.()} /> : null}
      {loading && !sites ? <Loader aria-label={t('site.mine.loading')} /> : null}
      {sites && !sites.length ? (
        <Alert color="gray" title={t('site.mine.emptyTitle')}>
          {t('site.mine.empty')}
        </Alert>
      ) : null}
      {sites?.length ? (
        <ul className={classes.siteList} aria-label={t('site.mine.listLabel')}>
          {sites.map((site) => (
            <SiteRow key={site.id} site={site} choices={choices} onDelete={setDeleting} />
          ))}
        </ul>
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title={t('site.mine.confirmTitle')}
        message={deleting ? t('site.mine.confirmMessage', { name: deleting.name }) : ''}
        confirmLabel={t('site.mine.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
