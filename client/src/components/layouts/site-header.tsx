import { Burger, Container, Group, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TreeMark } from '@/components/ui/icons';
import { useT } from '@/i18n/i18n';
import { homeHrefFor, useRegion } from '@/lib/region';
import { AccountMenu } from './account-menu';
import { DeferredHeaderMenu } from './deferred-header-menu';
import { DonateButton } from './header-buttons';
import { LanguageSwitch } from './language-switch';
import { headerMenus } from './nav-links';
import classes from './site-header.module.css';
import { withClient } from '@/lib/graphql/client-loader';

const MobileNavDrawer = lazy(() => withClient(import('./mobile-nav-drawer')));
const MOBILE_NAV_ID = 'site-navigation-drawer';

function Logo() {
  const [region] = useRegion();
  const t = useT();
  return (
    // The accessible name starts with the words on screen (WCAG 2.5.3, label in name).
    <UnstyledButton
      component={Link}
      to={homeHrefFor(region)}
      className={classes.logo}
      aria-label={t('header.logoLabel')}
    >
      <TreeMark size={44} />
      <span className={classes.wordmark}>
        <span className={classes.name}>{t('brand.name')}</span>{' '}
        <span className={classes.tagline}>{t('header.tagline')}</span>
      </span>
    </UnstyledButton>
  );
}

/** `notice`: shown in the top bar before the language switch (the offline outbox's line, app/root-layout.tsx). */
export function SiteHeader({ notice }: { notice?: ReactNode }) {
  // The drawer's code loads the first time the burger is pressed, then stays mounted.
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const t = useT();
  const toggleDrawer = () => {
    setDrawerLoaded(true);
    setDrawerOpened((opened) => !opened);
  };

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.topBar}>
        {notice}
        <LanguageSwitch />
      </Container>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <Group gap="xs" visibleFrom="md" component="nav" aria-label={t('header.mainNav')}>
          <DonateButton />
          {headerMenus.map((menu) => (
            <DeferredHeaderMenu key={menu.label} menu={menu} />
          ))}
          <AccountMenu />
        </Group>
        <Burger
          hiddenFrom="md"
          opened={drawerOpened}
          onClick={toggleDrawer}
          aria-label={t(drawerOpened ? 'header.closeNav' : 'header.openNav')}
          aria-expanded={drawerOpened}
          aria-controls={MOBILE_NAV_ID}
        />
      </Container>
      {drawerLoaded ? (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
