import { ValidationError, type FieldError } from '../../errors';

/** Input checks shared by the account services; field names are the GraphQL input names. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_MAX_LENGTH = 200;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  /** An e-mail change on the account screen (GraphQL editAccount) needs the current password. */
  currentPasswordForEmail: 'Enter your current password to change your e-mail address',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** A trimmed string; anything that is not a string is empty. */
export function text(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

export function isValidEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/** Collects field errors; `check()` throws one ValidationError listing them (message: the first). */
export class FieldErrors {
  readonly list: FieldError[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  /** Required trimmed text with a maximum length. */
  required(raw: unknown, field: string, label: string, requiredMessage: string, max = NAME_MAX_LENGTH): string {
    const value = text(raw);
    if (!value) this.add(field, requiredMessage);
    else if (value.length > max) this.add(field, MESSAGES.tooLong(label, max));
    return value;
  }

  /** Optional trimmed text: null when blank. */
  optional(raw: unknown, field: string, label: string, max: number): string | null {
    const value = text(raw);
    if (value.length > max) this.add(field, MESSAGES.tooLong(label, max));
    return value || null;
  }

  email(raw: unknown, field = 'email'): string {
    const value = text(raw);
    if (!value) this.add(field, MESSAGES.emailRequired);
    else if (!isValidEmail(value)) this.add(field, MESSAGES.emailInvalid);
    return value;
  }

  check(): void {
    if (this.list.length) throw new ValidationError(this.list[0].message, this.list);
  }
}
