import { ListSearchPage } from '@/features/lists/components/list-search-page';

/** /search-lists: public tree lists by words, regions and categories. */
export default function SearchListsRoute() {
  return <ListSearchPage />;
}
