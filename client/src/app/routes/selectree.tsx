import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function SelectreeRoute() {
  return <ComingSoonPage title="Tree Search" />;
}
