import { Navigate, useLocation, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { DEFAULT_OPTIONS, serializeOptionsHash } from '@/features/search/search-url';

/**
 * /selectree/{searchFilter}: a short, shareable search link. `searchFilter` is the results page's
 * own filter string (the `filterData` JSON, URL-encoded), so
 *
 *   /selectree/%7B%22region%22%3A%22all%22%2C%22usda_zones%22%3A%5B9%5D%7D
 *
 * opens /search-results?filterData={"region":"all","usda_zones":[9]} with the default page, size
 * and sort (or the options given in the link's hash, as on the results page). The results page
 * reads and checks the filters: a filter it cannot read shows its clear error there, as any bad
 * results address does. The redirect replaces the link in the history, so Back does not loop.
 */
export default function SelectreeRoute() {
  const { searchFilter = '' } = useParams();
  const { hash } = useLocation();
  const options = hash.replace(/^#/, '') || serializeOptionsHash(DEFAULT_OPTIONS);
  return <Navigate to={paths.searchResults.href(searchFilter, options)} replace />;
}
