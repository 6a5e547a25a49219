import { describe, expect, it } from 'vitest';
import * as client from './list-rules';

/**
 * The list form's vocabularies, limits and messages are the server's (`services/lists/list-rules.ts`);
 * the browser keeps copies so the form can check before it sends. This test holds them together.
 */
const SERVER_LIST_RULES = new URL('../../../../server/src/services/lists/list-rules.ts', import.meta.url).pathname;

type ServerMessages = Record<string, unknown>;

describe('the client’s list rules match the server’s', () => {
  it('offers the same categories and regions', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_LIST_RULES)) as Record<string, unknown>;
    expect(client.LIST_CATEGORIES).toEqual(server.LIST_CATEGORIES);
    expect(client.COMMERCIAL_SALE).toBe(server.COMMERCIAL_SALE);
    expect(client.CALIFORNIA_LIST_REGIONS).toEqual(server.CALIFORNIA_LIST_REGIONS);
    expect(client.PACIFIC_LIST_REGIONS).toEqual(server.PACIFIC_LIST_REGIONS);
  });

  it('keeps the same limits', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_LIST_RULES)) as Record<string, unknown>;
    for (const name of [
      'LIST_NAME_MAX',
      'LIST_DESCRIPTION_MAX',
      'LIST_DESCRIPTION_COLLAPSE',
      'KEYWORD_MAX',
      'KEYWORDS_MAX',
      'NOTE_MAX',
      'QUANTITY_MIN',
      'QUANTITY_MAX',
      'LIST_SEARCH_PAGE_SIZE',
      'ADD_TREES_MAX',
    ] as const) {
      expect([name, client[name]]).toEqual([name, server[name]]);
    }
  });

  it('words the form’s refusals as the server does', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_LIST_RULES)) as { LIST_MESSAGES: ServerMessages };
    const messages = server.LIST_MESSAGES;
    const mine = client.LIST_CLIENT_MESSAGES;
    for (const key of [
      'nameRequired',
      'descriptionRequired',
      'typeRequired',
      'regionsRequired',
      'savedSearchCommercial',
      'savedSearchNoFilters',
      'singleTree',
      'noSuchUser',
      'badQuantity',
    ] as const) {
      expect([key, mine[key]]).toEqual([key, messages[key]]);
    }
    expect(mine.tooLong('Description', 1024)).toBe(
      (messages.tooLong as (l: string, m: number) => string)('Description', 1024),
    );
    expect(mine.noAccess).toBe(messages.noAccess);
    expect(mine.resultTooLarge(1924, 1000)).toBe(
      (messages.resultTooLarge as (t: number, m: number) => string)(1924, 1000),
    );
  });

  it('issue 21.9: takes the same typed quantities as the server', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_LIST_RULES)) as { parseQuantity: (raw: unknown) => number };
    for (const typed of ['1', ' 12 ', '100000', '100001', '0', '-1', '1.5', 'two', '', '1e3']) {
      let expected: number | null;
      try {
        expected = server.parseQuantity(typed);
      } catch {
        expected = null;
      }
      expect([typed, client.quantityOf(typed)]).toEqual([typed, expected]);
    }
  });

  it('makes a Commercial/Sale curated list an Inventory, as the server does', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_LIST_RULES)) as {
      parseListForm: (raw: Record<string, unknown>) => { type: string };
    };
    const form = { name: 'N', description: 'D', regions: ['Maui'] };
    for (const categories of [['General'], ['General', 'Commercial/Sale']]) {
      const serverType = server.parseListForm({ ...form, type: 'Curated List', categories }).type;
      expect(client.listTypeFor('Curated List', categories)).toBe(serverType);
    }
  });
});
