import { ComingSoonPage } from '@/components/ui/coming-soon-page';

export default function GlossaryRoute() {
  return <ComingSoonPage title="Tree Characteristics Glossary" />;
}
