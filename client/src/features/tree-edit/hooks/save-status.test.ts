import { describe, expect, it } from 'vitest';
import { statusAfterChange } from './save-status';

describe('the edit status after a change', () => {
  it('issue 21.8: a value set back to the saved one is not an unsaved change', () => {
    expect(statusAfterChange('pending', 0)).toBe('saved');
    expect(statusAfterChange('invalid', 0)).toBe('saved');
    expect(statusAfterChange('failed', 0)).toBe('saved');
    expect(statusAfterChange('saved', 0)).toBe('saved');
  });

  it('issue 21.8: a value that differs from the saved one is unsaved, whatever came before', () => {
    for (const current of ['saved', 'pending', 'invalid', 'failed'] as const) {
      expect(statusAfterChange(current, 2)).toBe('pending');
    }
  });

  it('issue 21.8: a conflict and a save under way are kept', () => {
    expect(statusAfterChange('conflict', 0)).toBe('conflict');
    expect(statusAfterChange('conflict', 1)).toBe('conflict');
    expect(statusAfterChange('saving', 0)).toBe('saving');
    expect(statusAfterChange('saving', 1)).toBe('saving');
  });
});
