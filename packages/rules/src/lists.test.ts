import { LIST_MESSAGES, listTypeFor, quantityOf } from './lists';

describe('list rules', () => {
  it('issue 21.9: takes typed quantities from 1 to 100,000 (whole numbers, spaces around aside)', () => {
    const expected: [unknown, number | null][] = [
      ['1', 1],
      [' 12 ', 12],
      ['100000', 100000],
      ['100001', null],
      ['0', null],
      ['-1', null],
      ['1.5', null],
      ['two', null],
      ['', null],
      ['1e3', null],
      [7, 7],
      [2.5, null],
      [null, null],
    ];
    for (const [typed, quantity] of expected) expect([typed, quantityOf(typed)]).toEqual([typed, quantity]);
  });

  it('makes a Commercial/Sale curated list an Inventory, and a saved search stays one', () => {
    expect(listTypeFor('Curated List', ['General'])).toBe('Curated List');
    expect(listTypeFor('Curated List', ['General', 'Commercial/Sale'])).toBe('Inventory');
    expect(listTypeFor('Saved Search', ['Commercial/Sale'])).toBe('Saved Search');
  });

  it('words the refusals with their figures', () => {
    expect(LIST_MESSAGES.tooLong('Description', 1024)).toBe('Description must be at most 1024 characters');
    expect(LIST_MESSAGES.resultTooLarge(1924, 1000)).toBe(
      'This search finds 1924 trees; at most 1000 can be saved at once: narrow the search first',
    );
    expect(LIST_MESSAGES.badQuantity).toBe('Quantity must be a whole number from 1 to 100000');
  });
});
