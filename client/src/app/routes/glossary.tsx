import { GlossaryPage } from '@/features/glossary/components/glossary-page';

export default function GlossaryRoute() {
  return <GlossaryPage />;
}
