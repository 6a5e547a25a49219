import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function UploadRoute() {
  return <ComingSoonPage title="Upload Tree Data" />;
}
