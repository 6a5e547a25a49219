/**
 * Vitest 5's reporter calls Map.groupBy (Node ≥ 21) when it prints failed tests; on Node 20 the
 * failure message is replaced by "Map.groupBy is not a function". Imported by both vitest configs
 * (they run in the reporter's process). Remove once the project requires Node 22.
 */
type GroupBy = <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => Map<K, T[]>;

const mapConstructor = Map as unknown as { groupBy?: GroupBy };
mapConstructor.groupBy ??= <K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K) => {
  const groups = new Map<K, T[]>();
  let index = 0;
  for (const item of items) {
    const key = keyOf(item, index++);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

export {};
