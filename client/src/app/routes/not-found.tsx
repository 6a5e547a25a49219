import { NotFoundPage } from '@/components/ui/not-found-page';

/** Any path the router does not know (kept out of the lazy chunks: it must show at once). */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}
