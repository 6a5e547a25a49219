import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function EmailRoute() {
  return <ComingSoonPage title="Send E-mail" />;
}
