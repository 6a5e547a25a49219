/**
 * The password rules of the spec (§5), once: the server checks every new password by them and the
 * browser's form shows the same messages before sending.
 *
 * A password passes when it is a passphrase of 20 to 128 characters, or when it has 9 to 128
 * characters with at least one uppercase letter, one lowercase letter, one number and one special
 * character. The upper bound (128) is docs/security.md's ("Stored passwords"); the spec does not
 * show a message for it.
 */
export const PASSWORD_MIN_LENGTH = 9;
export const PASSPHRASE_MIN_LENGTH = 20;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  uppercase: 'Password must include at least one uppercase character',
  lowercase: 'Password must include at least one lowercase character',
  number: 'Passwords must include at least one number',
  special: 'Passwords must include at least one special character',
  minLength: 'Passwords must have at least 9 characters',
  passphrase: 'Password must be at least 20 characters long',
  match: 'Passwords must match',
  maxLength: 'Password must be at most 128 characters',
} as const;

/** The character classes of the non-passphrase rule, in the order their messages are shown. */
export const PASSWORD_CLASS_RULES = [
  { pattern: /\p{Lu}/u, message: PASSWORD_MESSAGES.uppercase },
  { pattern: /\p{Ll}/u, message: PASSWORD_MESSAGES.lowercase },
  { pattern: /\p{Nd}/u, message: PASSWORD_MESSAGES.number },
  { pattern: /[^\p{L}\p{Nd}]/u, message: PASSWORD_MESSAGES.special },
] as const;

/** Length in characters (code points), so an emoji counts once, on both sides. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/**
 * The messages of every rule the password breaks, in display order; empty when it passes. When
 * neither the mixed rule nor the passphrase rule passes, the passphrase message comes last (the
 * alternative).
 */
export function passwordRuleMessages(password: string): string[] {
  const chars = passwordLength(password);
  if (chars > PASSWORD_MAX_LENGTH) return [PASSWORD_MESSAGES.maxLength];
  if (chars >= PASSPHRASE_MIN_LENGTH) return [];
  const messages: string[] = PASSWORD_CLASS_RULES.filter((rule) => !rule.pattern.test(password)).map(
    (rule) => rule.message,
  );
  if (chars < PASSWORD_MIN_LENGTH) messages.push(PASSWORD_MESSAGES.minLength);
  if (messages.length) messages.push(PASSWORD_MESSAGES.passphrase);
  return messages;
}
