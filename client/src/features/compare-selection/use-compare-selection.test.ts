import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, COMPARE_STORAGE_KEY, useCompareSelection } from './use-compare-selection';

describe('useCompareSelection', () => {
  it('adds and removes ids, keeps them in sessionStorage, and stops at 4', () => {
    const { result } = renderHook(() => useCompareSelection());
    expect(result.current.ids).toEqual([]);
    act(() => {
      for (const id of [1, 2, 3, 4]) expect(result.current.toggle(id)).toBe(true);
    });
    expect(result.current.ids).toEqual([1, 2, 3, 4]);
    expect(result.current.isFull).toBe(true);
    expect(JSON.parse(window.sessionStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual([1, 2, 3, 4]);

    let added = true;
    act(() => {
      added = result.current.toggle(5);
    });
    expect(added).toBe(false);
    expect(result.current.ids).toHaveLength(COMPARE_MAX);

    act(() => {
      result.current.toggle(2);
    });
    expect(result.current.ids).toEqual([1, 3, 4]);
    expect(result.current.has(2)).toBe(false);
    act(() => result.current.clear());
    expect(result.current.ids).toEqual([]);
    expect(window.sessionStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    window.sessionStorage.setItem(COMPARE_STORAGE_KEY, '{not json');
    const { result } = renderHook(() => useCompareSelection());
    expect(result.current.ids).toEqual([]);
    window.sessionStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([7, 'x', 7, -1, 8]));
    const { result: again } = renderHook(() => useCompareSelection());
    expect(again.current.ids).toEqual([7, 8]);
  });
});
