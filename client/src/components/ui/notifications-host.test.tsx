import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { I18nProvider, loadCatalogue } from '@/i18n/i18n';
import type { Locale } from '@selectree/rules';
import NotificationsHost from './notifications-host';

function host(locale: Locale) {
  return render(
    <I18nProvider locale={locale}>
      <MantineProvider theme={theme} env="test">
        <NotificationsHost />
      </MantineProvider>
    </I18nProvider>,
  );
}

afterEach(() => act(() => notifications.clean()));

describe('toasts (the host loaded on the first toast)', () => {
  it('every close button is named, in the page’s language (axe button-name)', async () => {
    const english = host('en');
    act(() => void notifications.show({ message: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Close this message' })).toBeTruthy();
    act(() => notifications.clean());
    english.unmount();

    await loadCatalogue('es');
    host('es');
    act(() => void notifications.show({ message: 'Guardado' }));
    expect(await screen.findByRole('button', { name: 'Cerrar este mensaje' })).toBeTruthy();
  });

  it('a toast that names its own close button keeps it', async () => {
    host('en');
    act(() => void notifications.show({ message: 'Uploading', closeButtonProps: { 'aria-label': 'Stop watching' } }));
    expect(await screen.findByRole('button', { name: 'Stop watching' })).toBeTruthy();
  });
});
