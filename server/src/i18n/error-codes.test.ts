import { ERROR_MESSAGES, GRAPHQL_ERROR_CODES } from '../error-answers';
import { LOGIN_REQUIRED_MESSAGE, NOT_ALLOWED_MESSAGE } from '../auth/policies';
import { RATE_LIMITED_MESSAGE } from '../auth/rate-limits';
import { UNAVAILABLE } from '../errors';
import { compileElements } from '@selectree/rules';
import errorsEn from '../../../client/src/i18n/catalogues/errors/en.json';
import errorsEs from '../../../client/src/i18n/catalogues/errors/es.json';
import { resetDatabase, useAccountsApp } from '../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../test/helpers/test-database';
import { parseMessage } from './messages';

/**
 * The `errors` catalogue (docs/i18n.md, "GraphQL error codes"): the client shows a GraphQL error by
 * its `extensions.code` in the visitor's language, so every code the server answers has a message.
 */
describe('the errors catalogue and the server’s GraphQL error codes', () => {
  const en: Record<string, string> = errorsEn;
  const es: Record<string, string> = errorsEs;

  it('has a message for every code the server answers, in both languages, and none for another', () => {
    const keys = GRAPHQL_ERROR_CODES.map((code) => `errors.${code}`).sort();
    expect(keys.length).toBeGreaterThanOrEqual(17);
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(es).sort()).toEqual(keys);
  });

  it('every message is plain text (no arguments), and English is the server’s own where it is always the same', () => {
    for (const [key, message] of [...Object.entries(en), ...Object.entries(es)])
      expect([key, compileElements(parseMessage(message), message)]).toEqual([key, message]);
    expect(en['errors.UNAUTHENTICATED']).toBe(LOGIN_REQUIRED_MESSAGE);
    expect(en['errors.FORBIDDEN']).toBe(NOT_ALLOWED_MESSAGE);
    expect(en['errors.RATE_LIMITED']).toBe(RATE_LIMITED_MESSAGE);
    expect(en['errors.UNAVAILABLE']).toBe(UNAVAILABLE.message);
    expect(en['errors.INTERNAL_SERVER_ERROR']).toBe(ERROR_MESSAGES.internal);
    expect(en['errors.NOT_FOUND']).toBe(ERROR_MESSAGES.notFound);
    expect(en['errors.PAYLOAD_TOO_LARGE']).toBe(ERROR_MESSAGES.tooLarge);
  });

  describe('the codes real answers carry are in the list', () => {
    const db = useTestDatabase();
    const smtp = useSmtpCapture();
    const app = useAccountsApp(db, smtp);
    beforeEach(() => resetDatabase(db));

    it.each([
      ['a query that does not parse', `{ me {`, {}],
      ['a field that does not exist', `{ nothing }`, {}],
      [
        'a variable of the wrong type',
        `mutation ($l: String!) { setLanguage(language: $l) { errors { field } } }`,
        { l: 1 },
      ],
      ['a mutation that needs a sign-in', `mutation { setLanguage(language: "es") { errors { field } } }`, {}],
      ['an admin query', `{ users { id } }`, {}],
    ])('%s', async (_what, query, variables) => {
      const answer = await app.graphql(query, variables);
      const code = answer.body.errors?.[0]?.extensions?.code;
      expect(GRAPHQL_ERROR_CODES).toContain(code);
    });
  });
});
