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

/** Shows a toast; resolves to its id (for `updateNotification`). */
export async function notify(data: NotificationData): Promise<string> {
  requestHost();
  const { notifications } = await loadNotifications();
  return notifications.show(data);
}

/** Changes a toast already shown (e.g. 'Upload In Progress' becoming the result). */
export async function updateNotification(data: NotificationData & { id: string }): Promise<void> {
  requestHost();
  const { notifications } = await loadNotifications();
  notifications.update(data);
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
