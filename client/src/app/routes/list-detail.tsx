import '../print.css';
import type { ApolloClient } from '@apollo/client';
import { useParams, type Params } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { ListDetailPage } from '@/features/lists/components/list-detail-page';
import { listDetailQuery } from '@/features/lists/hooks/use-lists';
import { LIST_CLIENT_MESSAGES } from '@/features/lists/list-rules';
import { warmQuery } from '@/lib/graphql/warm-query';

/** The list of the address ({listId}), or null when that is not a list's id. */
function listIdOf(listId = ''): number | null {
  const id = /^[1-9]\d{0,9}$/.test(listId) ? Number(listId) : null;
  return id === null || id > 2_147_483_647 ? null : id;
}

/** Before hydration (app/router.tsx WarmUp): the list's query, as ListDetailPage's first render asks it. */
export function warmUp(client: ApolloClient, params: Params, search: URLSearchParams) {
  const id = listIdOf(params.listId);
  if (id !== null) warmQuery(client, listDetailQuery(id, null, search.get('key')));
}

/** /list/{id}: a list the visitor may see; 'You have no access to this list' otherwise (also for an id that is not one). */
export default function ListDetailRoute() {
  const id = listIdOf(useParams().listId);
  if (id === null) return <ErrorPage message={LIST_CLIENT_MESSAGES.noAccess} />;
  return <ListDetailPage key={id} id={id} />;
}
