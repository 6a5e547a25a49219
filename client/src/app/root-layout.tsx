import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom';
import { PageShell } from '@/components/layouts/page-shell';
import { ErrorPage } from '@/components/ui/error-page';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { AUTH_MODAL_HASH } from '@/config/paths';
import { withMessages } from '@/i18n/registry';
import { useViewer } from '@/lib/auth';
import { logError } from '@/lib/logger';
import { useHydrated } from '@/lib/use-hydrated';
import { withClient } from '@/lib/graphql/client-loader';

// The login dialog is its own chunk: most visitors never open it.
// With its messages (namespace `accounts`) in the page's language.
const AuthModal = lazy(() => withMessages(withClient(import('@/features/accounts/components/auth-modal'))));

/** Opens the login dialog while the URL hash is #auth_modal (links elsewhere may point at it). */
function AuthModalGate() {
  const location = useLocation();
  const navigate = useNavigate();
  // The server never sees the hash: the dialog opens once a server-rendered page is hydrated.
  const hydrated = useHydrated();
  if (!hydrated || location.hash !== AUTH_MODAL_HASH) return null;
  const close = () => navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  return (
    <Suspense fallback={null}>
      <AuthModal onClose={close} />
    </Suspense>
  );
}

// The outbox of changes made offline (issue 27.4): its own chunk, loaded only for a signed-in user.
const OutboxStatus = lazy(() => withClient(import('@/features/lists/components/outbox-status')));

/** The header's line about list changes made offline, for the signed-in user (nothing for a visitor). */
function OutboxNotice() {
  const viewer = useViewer();
  const hydrated = useHydrated();
  if (!viewer || !hydrated || typeof indexedDB === 'undefined') return null;
  return (
    <Suspense fallback={null}>
      <OutboxStatus key={viewer.id} userId={viewer.id} />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <PageShell headerNotice={<OutboxNotice />}>
      <Outlet />
      <AuthModalGate />
      <ScrollRestoration />
    </PageShell>
  );
}

function useLoggedRouteError(context: string) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) logError(context, error);
  }, [context, error, notFound]);
  return { notFound };
}

/** A screen failed (or its chunk did not load): the error page, inside the page shell. */
export function RouteErrorBoundary() {
  const { notFound } = useLoggedRouteError('unexpected error while rendering a page');
  return notFound ? <NotFoundPage /> : <ErrorPage />;
}

/** The shell itself failed: the error page alone, without the header that may be the cause. */
export function RootErrorBoundary() {
  useLoggedRouteError('unexpected error in the page shell');
  return (
    <Container component="main" size="md" py="xl">
      <ErrorPage />
    </Container>
  );
}
