import { OfflinePage } from '@/features/offline/components/offline-page';

export default function OfflineRoute() {
  return <OfflinePage />;
}
