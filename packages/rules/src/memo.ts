/**
 * The value kept under `key`, made by `make` the first time (Intl formatters: making one costs far
 * more than using one). Internal to the package: index.ts does not export it.
 */
export function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) cache.set(key, (value = make()));
  return value;
}
