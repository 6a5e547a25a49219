import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Counts the SQL queries issued inside one async scope (a request, a test step), so tests and
 * benchmarks can show that the query count does not grow with page size.
 */
const storage = new AsyncLocalStorage<{ count: number }>();

export function countQuery(): void {
  const scope = storage.getStore();
  if (scope) scope.count += 1;
}

export async function countQueries<T>(work: () => Promise<T>): Promise<{ result: T; queries: number }> {
  const scope = { count: 0 };
  const result = await storage.run(scope, work);
  return { result, queries: scope.count };
}
