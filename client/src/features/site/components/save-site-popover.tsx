import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { Anchor, Button, Group, Popover, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import 'virtual:icu-messages/site';
import { useT } from '@/i18n/i18n';
import { useSaveSite } from '../hooks/use-site';

/** "Save this site" for a signed-in viewer (save-site.tsx): a name, then the site is in My Sites. */
export default function SaveSitePopover({ siteQuery }: { siteQuery: string }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const { save, saving, error } = useSaveSite();
  const t = useT();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(name, siteQuery)) {
      setOpened(false);
      setName('');
    }
  };
  return (
    <Popover opened={opened} onChange={setOpened} trapFocus position="bottom-start" withinPortal shadow="md">
      <Popover.Target>
        <Button variant="light" onClick={() => setOpened((open) => !open)}>
          {t('site.save.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <form onSubmit={(event) => void submit(event)}>
          <Stack gap="xs">
            <TextInput
              label={t('site.save.name')}
              placeholder={t('site.save.placeholder')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={error}
              data-autofocus
            />
            <Group gap="xs" justify="space-between">
              <Button type="submit" loading={saving}>
                {t('site.save.submit')}
              </Button>
              <Anchor component={Link} to={paths.mySites.href()} size="sm">
                {t('site.save.mySites')}
              </Anchor>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}
