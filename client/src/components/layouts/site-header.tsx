import {
  Anchor,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router-dom';
import { ChevronDownIcon, HeartIcon, TreeMark } from '@/components/ui/icons';
import { AUTH_MODAL_HASH, paths } from '@/config/paths';
import { useViewer } from '@/lib/auth';
import { homeHrefFor, useRegion } from '@/lib/region';
import { NavItemLabel } from './nav-item-link';
import { headerMenus, type NavItem, type NavMenu } from './nav-links';
import classes from './site-header.module.css';

function Logo() {
  const [region] = useRegion();
  return (
    <UnstyledButton component={Link} to={homeHrefFor(region)} className={classes.logo} aria-label="SelecTree home">
      <TreeMark size={44} />
      <span className={classes.wordmark}>
        <span className={classes.name}>SelecTree</span>
        <span className={classes.tagline}>A Tree Selection Guide</span>
      </span>
    </UnstyledButton>
  );
}

function MenuEntry({ item }: { item: NavItem }) {
  if (item.to !== undefined) {
    return (
      <Menu.Item component={Link} to={item.to}>
        <NavItemLabel item={item} />
      </Menu.Item>
    );
  }
  return (
    <Menu.Item component="a" href={item.href} target="_blank" rel="noopener noreferrer">
      <NavItemLabel item={item} />
    </Menu.Item>
  );
}

function HeaderMenu({ menu }: { menu: NavMenu }) {
  return (
    <Menu position="bottom-end" shadow="md" width={280} withinPortal>
      <Menu.Target>
        <Button variant="subtle" color="dark" rightSection={<ChevronDownIcon />}>
          {menu.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <MenuEntry key={item.label} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** LOGIN opens the login dialog (the #auth_modal hash) on top of the current page. */
function useLoginTarget() {
  const location = useLocation();
  return { pathname: location.pathname, search: location.search, hash: AUTH_MODAL_HASH };
}

function LoginButton({ fullWidth, onClick }: { fullWidth?: boolean; onClick?: () => void }) {
  const loginTarget = useLoginTarget();
  return (
    <Button component={Link} to={loginTarget} variant="outline" fullWidth={fullWidth} onClick={onClick}>
      LOGIN
    </Button>
  );
}

function DonateButton({ fullWidth, onClick }: { fullWidth?: boolean; onClick?: () => void }) {
  return (
    <Button
      component={Link}
      to={paths.donation.href()}
      color="bark"
      leftSection={<HeartIcon />}
      fullWidth={fullWidth}
      onClick={onClick}
    >
      Donate
    </Button>
  );
}

function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  const viewer = useViewer();
  return (
    <Stack gap="lg">
      <DonateButton fullWidth onClick={onNavigate} />
      {headerMenus.map((menu) => (
        <nav key={menu.label} aria-label={menu.label}>
          <Text fw={700} size="sm" c="dimmed" tt="uppercase" mb={6}>
            {menu.label}
          </Text>
          <Stack gap={4}>
            {menu.items.map((item) =>
              item.to !== undefined ? (
                <Anchor
                  key={item.label}
                  component={Link}
                  to={item.to}
                  onClick={onNavigate}
                  className={classes.drawerLink}
                >
                  <NavItemLabel item={item} />
                </Anchor>
              ) : (
                <Anchor
                  key={item.label}
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.drawerLink}
                >
                  <NavItemLabel item={item} />
                </Anchor>
              ),
            )}
          </Stack>
        </nav>
      ))}
      <Divider />
      {/* Signed-in menus (MY ACCOUNT, MY LISTS, LOGOUT, editor items) arrive with accounts. */}
      {viewer ? null : <LoginButton fullWidth onClick={onNavigate} />}
    </Stack>
  );
}

export function SiteHeader() {
  const viewer = useViewer();
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Logo />
        <Group gap="xs" visibleFrom="md" component="nav" aria-label="Main">
          <DonateButton />
          {headerMenus.map((menu) => (
            <HeaderMenu key={menu.label} menu={menu} />
          ))}
          {/* Signed-in menus (MY ACCOUNT, MY LISTS, LOGOUT, editor items) arrive with accounts. */}
          {viewer ? null : <LoginButton />}
        </Group>
        <Burger
          hiddenFrom="md"
          opened={drawerOpened}
          onClick={drawer.toggle}
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpened}
          aria-controls="site-navigation-drawer"
        />
      </Container>
      <Drawer
        id="site-navigation-drawer"
        opened={drawerOpened}
        onClose={drawer.close}
        title="SelecTree"
        position="right"
        size="xs"
        hiddenFrom="md"
      >
        <MobileNav onNavigate={drawer.close} />
      </Drawer>
    </header>
  );
}
