import type { NotificationData } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';

/**
 * Toasts (Mantine notifications) without putting their code on the first page: the toast host
 * mounts, and the package loads, the first time something is shown. Toasts shown before the host
 * is ready wait in Mantine's own store and appear as soon as it mounts.
 */

let hostRequested = false;
const listeners = new Set<() => void>();

function requestHost() {
  if (hostRequested) return;
  hostRequested = true;
  listeners.forEach((notify) => notify());
}

const loadNotifications = () => import('@mantine/notifications');

/**
 * Every toast's close button gets a name (Mantine's has none: axe `button-name`, critical), in the
 * page's language; the words load with the toasts' code, off the first page.
 */
const named = async <T extends NotificationData>(data: T): Promise<T> => {
  const t = await (await import('@/i18n/page-translator')).pageTranslator();
  return { ...data, closeButtonProps: { 'aria-label': t('device.toast.close'), ...data.closeButtonProps } };
};

/** Shows a toast; resolves to its id (for `updateNotification`). */
export async function notify(data: NotificationData): Promise<string> {
  requestHost();
  const { notifications } = await loadNotifications();
  return notifications.show(await named(data));
}

/** Changes a toast already shown (e.g. 'Upload In Progress' becoming the result). */
export async function updateNotification(data: NotificationData & { id: string }): Promise<void> {
  requestHost();
  const { notifications } = await loadNotifications();
  notifications.update(await named(data));
}

/** True once any toast was requested: the provider then mounts the host. */
export function useNotificationsHostRequested(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
      };
    },
    () => hostRequested,
    () => false,
  );
}
