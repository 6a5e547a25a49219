import { describe, expect, it } from 'vitest';
import en from '@/i18n/catalogues/accounts/en.json';
import { ACCOUNT_MESSAGES } from './messages';

describe('the login’s messages (spec §8)', () => {
  it('the catalogue’s English is the spec’s wording, as ACCOUNT_MESSAGES keeps it', () => {
    expect(en['accounts.msg.loggedIn']).toBe(ACCOUNT_MESSAGES.loggedIn);
    expect(en['accounts.msg.cannotConnect']).toBe(ACCOUNT_MESSAGES.cannotConnect);
    expect(en['accounts.msg.unknownIssue']).toBe(ACCOUNT_MESSAGES.unknownIssue);
    expect(en['accounts.msg.error'].replace('{message}', 'Wrong password')).toBe(
      `${ACCOUNT_MESSAGES.errorPrefix}Wrong password`,
    );
  });
});
