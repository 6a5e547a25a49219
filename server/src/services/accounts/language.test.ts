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

describe("e-mails in the recipient's language (the real SMTP capture)", () => {
  const graphqlAs = (query: string, headers: Record<string, string> = {}, token?: string) =>
    app.request('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query }),
    });

  it('a sign-up in Spanish gets its verification e-mail in Spanish', async () => {
    await graphqlAs(
      `mutation { signup(input: { firstName: "Ana", lastName: "L", email: "ana@example.org" }) { message } }`,
      {
        cookie: 'selectree-lang=es',
      },
    );
    const [mail] = await smtp.waitFor(1);
    expect(mail.subject).toBe('Verifique su cuenta de SelecTree');
    expect(mail.text).toMatch(
      /^Hola, Ana:\n\nVerifique su cuenta de SelecTree\. El enlace caduca en 5 minutos:\n\nhttps:/,
    );
    expect(mail.html).toContain('>Verificar la cuenta</a>');
  });

  it("a Spanish account's password reset is in Spanish, whatever the request's language; an English one's in English", async () => {
    await signedIn('ana@example.org', 'es');
    await signedIn('bob@example.org', 'en');
    const reset = (email: string) => `mutation { requestPasswordReset(email: "${email}") { message } }`;
    await graphqlAs(reset('ana@example.org'), { 'accept-language': 'en' });
    await graphqlAs(reset('bob@example.org'), { cookie: 'selectree-lang=es' });
    await smtp.waitFor(2);
    const ana = smtp.onlyTo('ana@example.org');
    expect(ana.subject).toBe('Restablezca su contraseña de SelecTree');
    expect(ana.text).toContain(
      'Para elegir una contraseña nueva de SelecTree, abra este enlace en los próximos 60 minutos.',
    );
    expect(ana.html).toContain('>Restablecer la contraseña</a>');
    const bob = smtp.onlyTo('bob@example.org');
    expect(bob.subject).toBe('Reset your SelecTree password');
    expect(bob.text).toContain('To choose a new SelecTree password, open this link within 60 minutes. It works once:');
  });

  it("an admin's invitation is in the language the admin is using, and so is the new account", async () => {
    const admin = await createUser(db.dataSource, { email: 'admin@example.org', roleId: 3 });
    const token = await createSession(db.dataSource, admin.id, app.clock.now());
    const answer = await graphqlAs(
      `mutation { inviteUser(input: { email: "new@example.org", firstName: "Nueva", lastName: "P" }) { user { language } errors { message } } }`,
      { 'accept-language': 'es-ES' },
      token,
    );
    expect((await answer.json()).data.inviteUser).toEqual({ user: { language: 'es' }, errors: [] });
    const mail = smtp.onlyTo('new@example.org');
    expect(mail.subject).toBe('Le invitamos a SelecTree');
    expect(mail.text).toContain('Hola, Nueva:');
  });
});
