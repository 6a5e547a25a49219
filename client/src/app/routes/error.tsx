import { ErrorPage } from '@/components/ui/error-page';

/** /error: the same page the error boundary shows. */
export default function ErrorRoute() {
  return <ErrorPage />;
}
