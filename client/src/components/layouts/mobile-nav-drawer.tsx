import { Anchor, Divider, Drawer, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n/i18n';
import { AccountNavList } from './account-nav-list';
import { DonateButton } from './header-buttons';
import { NavItemLabel } from './nav-item-link';
import { headerMenus } from './nav-links';
import classes from './site-header.module.css';

const MOBILE_NAV_ID = 'site-navigation-drawer';

type MobileNavDrawerProps = { opened: boolean; onClose: () => void };

/** The small-screen navigation (Mantine Drawer). Loaded the first time the burger is pressed. */
export default function MobileNavDrawer({ opened, onClose }: MobileNavDrawerProps) {
  const t = useT();
  return (
    <Drawer id={MOBILE_NAV_ID} opened={opened} onClose={onClose} title={t('brand.name')} position="right" size="xs">
      <Stack gap="lg">
        <DonateButton fullWidth onClick={onClose} />
        {headerMenus.map((menu) => (
          <nav key={menu.label} aria-label={t(menu.label)}>
            <Text fw={700} size="sm" c="dimmed" tt="uppercase" mb={6}>
              {t(menu.label)}
            </Text>
            <Stack gap={4}>
              {menu.items.map((item) =>
                item.to !== undefined ? (
                  <Anchor
                    key={item.label}
                    component={Link}
                    to={item.to}
                    onClick={onClose}
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
        <AccountNavList onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
