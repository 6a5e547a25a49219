import { hashPassword, needsRehash, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('uses argon2id with m = 19 MiB, t = 2, p = 1', async () => {
    const hash = await hashPassword('Abcdefg1!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(hash, 'Abcdefg1!')).toBe(true);
    expect(await verifyPassword(hash, 'abcdefg1!')).toBe(false);
  });

  it('hashes the whole password: the first 72 characters of a 100-character one do not match', async () => {
    const long = 'Aa1!'.repeat(25);
    const hash = await hashPassword(long);
    expect(await verifyPassword(hash, long)).toBe(true);
    expect(await verifyPassword(hash, long.slice(0, 72))).toBe(false);
  });

  it('answers false without a hash (after spending the same work) and for a malformed one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
