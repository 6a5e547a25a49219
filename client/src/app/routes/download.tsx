import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function DownloadRoute() {
  return <ComingSoonPage title="Download Tree Data" />;
}
