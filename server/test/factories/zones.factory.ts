/**
 * Sunset zones as the catalogue stores them (strings), from inclusive ranges:
 * sunsetZones([1, 9], [14, 24]) is '1' to '9' and '14' to '24'. Written out, such a list takes a
 * line per zone once formatted, and the same 20-line list stood in three test files.
 */
export function sunsetZones(...ranges: readonly (readonly [number, number])[]): string[] {
  return ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i)));
}
