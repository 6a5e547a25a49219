import '@mantine/notifications/styles.css';
import 'virtual:icu-messages/device';
import { MantineThemeProvider, mergeThemeOverrides, useMantineTheme } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useT } from '@/i18n/i18n';

/**
 * Mantine's toast host; loaded on demand by the provider (see lib/notify.ts). Every toast's close
 * button gets a name in the page's language (Mantine's has none: axe `button-name`, critical), as
 * the toasts' default; a toast that names its own keeps it.
 */
export default function NotificationsHost() {
  const t = useT();
  const theme = useMantineTheme();
  const named = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('device.toast.close') } } } },
      }),
    [theme, t],
  );
  // Spec: toasts close after 4 seconds unless a screen says otherwise.
  return (
    <MantineThemeProvider theme={named}>
      <Notifications autoClose={4000} position="top-right" />
    </MantineThemeProvider>
  );
}
