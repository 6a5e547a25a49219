import * as argon2 from 'argon2';

/**
 * argon2id with OWASP's minimum: 19 MiB of memory, 2 passes, 1 lane. The PHC string records the
 * parameters, so raising them later rehashes each password at its next login (needsRehash).
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/**
 * True when the password matches. With no stored hash (unknown e-mail, no password chosen yet) it
 * still verifies against a dummy hash, so both answers take the same time.
 */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('no account has this password', ARGON2_OPTIONS);
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, ARGON2_OPTIONS);
}
