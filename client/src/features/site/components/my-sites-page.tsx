import '@mantine/core/styles/Input.layer.css';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
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
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await rename(site, name)) onDone();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className={classes.renameForm}>
      <TextInput
        label={`New name for ${site.name}`}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={error}
        data-autofocus
      />
      <Group gap="xs" mt="xs">
        <Button type="submit" size="xs" loading={saving}>
          Save name
        </Button>
        <Button variant="default" size="xs" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

type SiteRowProps = { site: SavedSite; choices: SiteWordLabels | null; onDelete: (site: SavedSite) => void };

function SiteRow({ site, choices, onDelete }: SiteRowProps) {
  const [[renaming, setRenaming], lengths] = [useState(false), useLengthDisplay()];
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
              {siteInWords(site.siteQuery, choices, { lengths })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setRenaming(true)} aria-label={`Rename ${site.name}`}>
              Rename
            </Button>
            <Button
              size="xs"
              variant="default"
              color="red.8"
              onClick={() => onDelete(site)}
              aria-label={`Delete ${site.name}`}
            >
              Delete
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
  return (
    <Stack gap="md" py="md">
      <ScreenTitle name="titles.mySites" />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>MY SITES</Title>
        <Button component={Link} to={paths.site.href()}>
          Describe a new site
        </Button>
      </Group>
      {error ? <LoadFailedAlert title="Your sites could not be loaded" onRetry={refetch} /> : null}
      {loading && !sites ? <Loader aria-label="Loading your sites" /> : null}
      {sites && !sites.length ? (
        <Alert color="gray" title="No saved sites yet">
          Describe a planting site on the Find trees for my site page, then save it with a name.
        </Alert>
      ) : null}
      {sites?.length ? (
        <ul className={classes.siteList} aria-label="Your sites">
          {sites.map((site) => (
            <SiteRow key={site.id} site={site} choices={choices} onDelete={setDeleting} />
          ))}
        </ul>
      ) : null}
      <ConfirmModal
        opened={deleting !== null}
        title="Delete this site?"
        message={deleting ? `"${deleting.name}" will be removed from My Sites. Lists tied to it keep their site.` : ''}
        confirmLabel="Delete"
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
