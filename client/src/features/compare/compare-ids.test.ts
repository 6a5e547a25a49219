import { describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES, parseCompareIds } from './compare-ids';

const parse = (query: string) => parseCompareIds(new URLSearchParams(query));

describe('parseCompareIds', () => {
  it('reads 2 to 4 ids', () => {
    expect(parse('ids=1,2')).toEqual({ ok: true, ids: [1, 2] });
    expect(parse('ids=900001,900008,900024,900030')).toEqual({ ok: true, ids: [900001, 900008, 900024, 900030] });
    expect(parse('ids=%201%20,2,')).toEqual({ ok: true, ids: [1, 2] });
  });

  it('drops repeated ids', () => {
    expect(parse('ids=3,3,4')).toEqual({ ok: true, ids: [3, 4] });
    expect(parse('ids=3,3')).toEqual({ ok: false, message: COMPARE_MESSAGES.tooFew });
  });

  it.each([
    ['', COMPARE_MESSAGES.missing],
    ['ids=', COMPARE_MESSAGES.missing],
    ['ids=,,', COMPARE_MESSAGES.missing],
    ['ids=5', COMPARE_MESSAGES.tooFew],
    ['ids=1,2,3,4,5', COMPARE_MESSAGES.tooMany],
    ['ids=1,oak', COMPARE_MESSAGES.invalid],
    ['ids=1,-2', COMPARE_MESSAGES.invalid],
    ['ids=1,2.5', COMPARE_MESSAGES.invalid],
    ['ids=0,1', COMPARE_MESSAGES.invalid],
    ['ids=1,99999999999', COMPARE_MESSAGES.invalid],
    ['ids=1;DROP TABLE trees', COMPARE_MESSAGES.invalid],
  ])('"%s": %s', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });
});
