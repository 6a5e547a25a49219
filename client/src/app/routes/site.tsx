import { SitePage } from '@/features/site/components/site-page';

/** /site?zip=…: trees for a planting site, ranked with their reasons (issue 22). */
export default function SiteRoute() {
  return <SitePage />;
}
