import { createSession } from '../../auth/sessions';
import { accountRowCounts, createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { LANGUAGE_INVALID_MESSAGE } from './language';

/** The account's language (issue 28, docs/i18n.md "The account's language"). */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);

beforeEach(async () => {
  await resetDatabase(db);
  smtp.clear();
});

/** A user made directly, with a session at the app's clock. */
async function signedIn(email: string, language: 'en' | 'es' = 'en') {
  const user = await createUser(db.dataSource, { email, language });
  return { user, token: await createSession(db.dataSource, user.id, app.clock.now()) };
}

const SET = `mutation ($language: String!) { setLanguage(language: $language) { user { language } errors { field message } } }`;

async function languageOf(email: string): Promise<string | undefined> {
  const rows: { language: string }[] = await db.dataSource.query(`SELECT language FROM users WHERE email = $1`, [
    email,
  ]);
  return rows[0]?.language;
}

describe('setLanguage', () => {
  it('is English for an account made before, and the viewer sets it to Spanish and back', async () => {
    const { token } = await signedIn('ana@example.org');
    expect((await app.graphql(`{ me { language } }`, {}, token)).body.data.me).toEqual({ language: 'en' });

    const set = await app.graphql(SET, { language: 'es' }, token);
    expect(set.body.data.setLanguage).toEqual({ user: { language: 'es' }, errors: [] });
    expect(await languageOf('ana@example.org')).toBe('es');
    expect((await app.graphql(`{ me { language } }`, {}, token)).body.data.me).toEqual({ language: 'es' });

    await app.graphql(SET, { language: 'en' }, token);
    expect(await languageOf('ana@example.org')).toBe('en');
  });

  it.each(['fr', '', 'ES', 'es-MX', 'en-XA', ' es'])(
    'refuses %j with a field error and changes nothing',
    async (bad) => {
      const { token } = await signedIn('ana@example.org', 'es');
      const before = await accountRowCounts(db.dataSource);
      const answer = await app.graphql(SET, { language: bad }, token);
      expect(answer.body.data.setLanguage).toEqual({
        user: null,
        errors: [{ field: 'language', message: LANGUAGE_INVALID_MESSAGE }],
      });
      expect(LANGUAGE_INVALID_MESSAGE).toBe('language must be one of: en, es');
      expect(await accountRowCounts(db.dataSource)).toEqual(before);
      expect(await languageOf('ana@example.org')).toBe('es');
    },
  );

  it('refuses a value that is not a string (GraphQL validation) and anonymous callers', async () => {
    const { token } = await signedIn('ana@example.org');
    const before = await accountRowCounts(db.dataSource);
    const number = await app.graphql(SET, { language: 1 }, token);
    expect(number.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const missing = await app.graphql(`mutation { setLanguage { user { language } } }`, {}, token);
    expect(missing.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const anonymous = await app.graphql(SET, { language: 'es' });
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(await accountRowCounts(db.dataSource)).toEqual(before);
  });
});

describe('a new account takes the language of its sign-up request', () => {
  const signup = (headers: Record<string, string>, email: string) =>
    app.request('/api/users/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ first_name: 'Ana', last_name: 'López', email }),
    });

  it('from the cookie, Accept-Language or ?lang=, else English', async () => {
    await signup({ cookie: 'selectree-lang=es' }, 'cookie@example.org');
    await signup({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, 'header@example.org');
    await signup({ cookie: 'selectree-lang=en', 'accept-language': 'es' }, 'english@example.org');
    await signup({ 'accept-language': 'fr' }, 'french@example.org');
    await signup({ cookie: 'selectree-lang=en-XA' }, 'pseudo@example.org');
    const graphql = await app.request('/graphql?lang=es', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation { signup(input: { firstName: "Ana", lastName: "L", email: "query@example.org" }) { message } }`,
      }),
    });
    expect(graphql.status).toBe(200);
    await smtp.waitFor(6);
    expect({
      cookie: await languageOf('cookie@example.org'),
      header: await languageOf('header@example.org'),
      english: await languageOf('english@example.org'),
      french: await languageOf('french@example.org'),
      pseudo: await languageOf('pseudo@example.org'),
      query: await languageOf('query@example.org'),
    }).toEqual({ cookie: 'es', header: 'es', english: 'en', french: 'en', pseudo: 'en', query: 'es' });
  });
});
