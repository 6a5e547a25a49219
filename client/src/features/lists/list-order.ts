/** Moves the item at `from` to `to` (both indexes in the original array); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The description shown before See More: at most `limit` characters, cut at a word. */
export function collapseDescription(text: string, limit: number): { short: string; collapsed: boolean } {
  if (text.length <= limit) return { short: text, collapsed: false };
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { short: `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`, collapsed: true };
}
