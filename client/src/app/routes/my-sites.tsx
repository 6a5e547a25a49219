import { MySitesPage } from '@/features/site/components/my-sites-page';

/** /my-sites (signed in): the planting sites I saved. */
export default function MySitesRoute() {
  return <MySitesPage />;
}
