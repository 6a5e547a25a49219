import { describe, expect, it } from 'vitest';
import { collapseDescription, moveItem } from './list-order';

describe('moveItem', () => {
  it('moves down, up, and ignores moves off the ends', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  });
});

describe('collapseDescription', () => {
  it('keeps a description of 295 characters whole and cuts a longer one at a word', () => {
    expect(collapseDescription('x'.repeat(295), 295)).toEqual({ short: 'x'.repeat(295), collapsed: false });
    const long = `${'word '.repeat(70)}end`;
    const { short, collapsed } = collapseDescription(long, 295);
    expect(collapsed).toBe(true);
    expect(short.length).toBeLessThanOrEqual(296);
    expect(short.endsWith('word…')).toBe(true);
  });
});
