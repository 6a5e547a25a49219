import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast host; loaded on demand by the provider (see lib/notify.ts). */
export default function NotificationsHost() {
  // Spec: toasts close after 4 seconds unless a screen says otherwise.
  return <Notifications autoClose={4000} position="top-right" />;
}
