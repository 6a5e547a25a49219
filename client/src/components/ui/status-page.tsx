import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageTitle } from './page-title';
import { useGoBack } from './use-go-back';
import classes from './status-page.module.css';

type StatusPageProps = {
  title: string;
  heading: string;
  children: ReactNode;
  /** The home action as a button (404) or a link (error page); both are links for the browser. */
  homeVariant: 'filled' | 'subtle';
  /** The buttons' words (the caller's, in the page's language). */
  labels: { back: string; home: string };
};

/** Shared body of the 404 and error pages: a heading, a message, Back and Home. */
export function StatusPage({ title, heading, children, homeVariant, labels }: StatusPageProps) {
  const goBack = useGoBack();
  return (
    <Stack className={classes.root} align="center" gap="md" py="xl">
      <PageTitle title={title} />
      <svg className={classes.art} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle cx="60" cy="60" r="56" fill="var(--mantine-color-forest-0)" />
        <rect x="55" y="62" width="10" height="36" rx="3" fill="var(--mantine-color-bark-7)" />
        <circle cx="60" cy="50" r="26" fill="var(--mantine-color-forest-5)" />
        <circle cx="44" cy="60" r="16" fill="var(--mantine-color-forest-6)" />
        <circle cx="76" cy="60" r="16" fill="var(--mantine-color-forest-6)" />
      </svg>
      <Title order={1} ta="center">
        {heading}
      </Title>
      <Text size="lg" ta="center" maw={560}>
        {children}
      </Text>
      <Group justify="center" gap="sm">
        <Button variant="default" onClick={goBack}>
          {labels.back}
        </Button>
        <Button component={Link} to={paths.home.href()} variant={homeVariant}>
          {labels.home}
        </Button>
      </Group>
    </Stack>
  );
}
