import '../print.css';
import { useParams } from 'react-router-dom';
import { ErrorPage } from '@/components/ui/error-page';
import { ListDetailPage } from '@/features/lists/components/list-detail-page';
import { LIST_CLIENT_MESSAGES } from '@/features/lists/list-rules';

/** /list/{id}: a list the visitor may see; 'You have no access to this list' otherwise (also for an id that is not one). */
export default function ListDetailRoute() {
  const { listId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(listId) ? Number(listId) : null;
  if (id === null || id > 2_147_483_647) return <ErrorPage message={LIST_CLIENT_MESSAGES.noAccess} />;
  return <ListDetailPage key={id} id={id} />;
}
