import crypto from 'node:crypto';
import { Not, type DataSource } from 'typeorm';
import { User } from '../entities';
import { passwordRuleMessages } from '../services/accounts.service';
import { hashPassword } from '../auth/password-hashing';
import { ROLE_ADMIN, ROLE_EDITOR, ROLE_USER } from '../auth/policies';
import { DEMO_LIST_OWNER_EMAIL } from './demo-list';

export interface DemoAccount {
  email: string;
  role: 'admin' | 'editor' | 'user';
  password: string;
}

const DEMO_USERS = [
  { email: 'demo-admin@selectree.example', role: 'admin', roleId: ROLE_ADMIN, firstName: 'Demo', lastName: 'Admin' },
  {
    email: 'demo-editor@selectree.example',
    role: 'editor',
    roleId: ROLE_EDITOR,
    firstName: 'Demo',
    lastName: 'Editor',
  },
  { email: 'demo-user@selectree.example', role: 'user', roleId: ROLE_USER, firstName: 'Demo', lastName: 'User' },
] as const;

/** A random 24-character passphrase (the §5 passphrase rule); new on every demo database. */
function demoPassword(): string {
  const password = crypto.randomBytes(18).toString('base64url');
  if (passwordRuleMessages(password).length) throw new Error('demo password breaks the password rules');
  return password;
}

/**
 * Demo mode (DEMO_ACCOUNTS=true, embedded database only, see config.ts): when nobody has an account
 * yet (the demo list's owner aside), creates a verified admin, editor and user with random passwords and returns them so the
 * caller prints them once. They are stored only as argon2id hashes. Returns [] when users exist.
 */
export async function seedDemoAccountsIfNone(db: DataSource, now = new Date()): Promise<DemoAccount[]> {
  return db.transaction(async (manager) => {
    const users = manager.getRepository(User);
    // The demo list's owner (seed/demo-list.ts, no password) is not somebody's account.
    if ((await users.count({ where: { email: Not(DEMO_LIST_OWNER_EMAIL) } })) > 0) return [];
    const accounts: DemoAccount[] = [];
    for (const demo of DEMO_USERS) {
      const password = demoPassword();
      await users.save(
        users.create({
          email: demo.email,
          firstName: demo.firstName,
          lastName: demo.lastName,
          roleId: demo.roleId,
          verifiedAt: now,
          passwordHash: await hashPassword(password),
        }),
      );
      accounts.push({ email: demo.email, role: demo.role, password });
    }
    return accounts;
  });
}

/** The one place the passwords appear: standard output, once, at the start that created them. */
export function formatDemoAccounts(accounts: readonly DemoAccount[]): string {
  const lines = accounts.map(
    (account) => `  ${account.role.padEnd(6)}  ${account.email.padEnd(30)}  ${account.password}`,
  );
  return [
    'Demo accounts (DEMO_ACCOUNTS=true). The passwords are shown this once; they are stored only as hashes:',
    ...lines,
    '',
  ].join('\n');
}
