import '../print.css';
import { useSearchParams } from 'react-router-dom';
import { SitePrintPage } from '@/features/site/components/site-print-page';
import { siteQueryOf, readSite } from '@/lib/site-url';

/** /site/print?zip=…: a site's top trees for paper (the same query as /site). */
export default function SitePrintRoute() {
  const [params] = useSearchParams();
  return <SitePrintPage siteQuery={siteQueryOf(readSite(params))} />;
}
