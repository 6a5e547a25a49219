import { addZip } from './search-service';
import type { TestApp } from './test-app';
import type { TestDatabase } from './test-database';

/** Parsed JSON answers: tests read into them freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** The search REST calls as the search route tests make them. */
export function searchRequests(app: TestApp, db: TestDatabase) {
  async function get(path: string): Promise<{ status: number; body: Json }> {
    const response = await app.request(path);
    return { status: response.status, body: await response.json() };
  }

  const suggest = (term: string, region = 'all') =>
    get(`/api/tree/search-by-name?searchString=${encodeURIComponent(term)}&region=${region}`);

  /** GET /api/tree/search-results with a filter object; answers the ids of the page, in order. */
  async function search(filter: unknown, query = ''): Promise<{ status: number; body: Json; ids: number[] }> {
    const { status, body } = await get(
      `/api/tree/search-results?filterData=${encodeURIComponent(JSON.stringify(filter))}&resultsPerPage=100${query}`,
    );
    return {
      status,
      body,
      ids: status === 200 ? body.pageResults.map((card: { tree_id: number }) => card.tree_id) : [],
    };
  }

  return {
    get,
    suggest,
    search,
    addZip: (zip: string, usdaZone: string, city?: string) => addZip(db, zip, usdaZone, city),
  };
}

export { sorted } from './search-service';
