import { MyListsPage } from '@/features/lists/components/my-lists-page';

/** /my-list-page (signed in): the lists I own, collaborate on or follow. */
export default function MyListsRoute() {
  return <MyListsPage />;
}
