import { lazy, Suspense } from 'react';
import { useViewer } from '@/lib/auth';
import type { AddToListProps } from './add-to-list-menu';
import { withClient } from '@/lib/graphql/client-loader';

/** The menu's code (Mantine Menu, its positioning engine, the new-list form) off a visitor's page. */
const AddToListMenu = lazy(() => withClient(import('./add-to-list-menu')));

/**
 * "Add to list" (signed in only, spec §6; add-to-list-menu.tsx). An anonymous visitor's page never
 * loads its code: it is fetched the first time a signed-in viewer's page shows the button.
 */
export function AddToList(props: AddToListProps) {
  const viewer = useViewer();
  if (!viewer) return null;
  return (
    <Suspense fallback={null}>
      <AddToListMenu {...props} />
    </Suspense>
  );
}
