import { boolean, object, string, type InferType } from 'yup';
import { EMAIL_PATTERN } from '@/lib/form-fields';

/** The server's checks and wordings (server/src/services/shared/input.ts), so answers agree. */
export const FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter your password',
  agreementRequired: 'You must agree to the user agreement to verify your account',
  currentPasswordForEmail: 'Enter your current password to change your e-mail address',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ORGANIZATION_MAX_LENGTH = 200;

export const emailField = () =>
  string()
    .default('')
    .trim()
    .required(FIELD_MESSAGES.emailRequired)
    .max(EMAIL_MAX_LENGTH, FIELD_MESSAGES.tooLong('Email', EMAIL_MAX_LENGTH))
    .matches(EMAIL_PATTERN, FIELD_MESSAGES.emailInvalid);

const nameField = (label: string, required: string) =>
  string().default('').trim().required(required).max(NAME_MAX_LENGTH, FIELD_MESSAGES.tooLong(label, NAME_MAX_LENGTH));

const optionalText = (label: string, max: number) =>
  string().default('').trim().max(max, FIELD_MESSAGES.tooLong(label, max));

export const loginSchema = object({
  email: emailField(),
  password: string().default('').required(FIELD_MESSAGES.passwordRequired),
});
export type LoginValues = InferType<typeof loginSchema>;

export const signupSchema = object({
  firstName: nameField('First name', FIELD_MESSAGES.firstNameRequired),
  lastName: nameField('Last name', FIELD_MESSAGES.lastNameRequired),
  email: emailField(),
  emailNotifications: boolean().default(false),
});
export type SignupValues = InferType<typeof signupSchema>;

/** Password recovery and the resend of a verification e-mail: just the address. */
export const emailOnlySchema = object({ email: emailField() });
export type EmailOnlyValues = InferType<typeof emailOnlySchema>;

export const verifyAccountSchema = object({
  agreed: boolean().default(false).oneOf([true], FIELD_MESSAGES.agreementRequired),
});
export type VerifyAccountValues = InferType<typeof verifyAccountSchema>;

/** True when the form's address is not the account's (compared as the server does, without case). */
export function emailChanges(email: string, currentEmail: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
}

/** The account details; a new e-mail address needs the current password (as editAccount does). */
export const accountDetailsSchemaFor = (currentEmail: string) =>
  object({
    firstName: nameField('First name', FIELD_MESSAGES.firstNameRequired),
    lastName: nameField('Last name', FIELD_MESSAGES.lastNameRequired),
    email: emailField(),
    postNominal: optionalText('Post nominal', NAME_MAX_LENGTH),
    organization: optionalText('Organization', ORGANIZATION_MAX_LENGTH),
    currentPassword: string()
      .default('')
      .when('email', {
        is: (email: string | undefined) => emailChanges(email ?? '', currentEmail),
        then: (field) => field.required(FIELD_MESSAGES.currentPasswordForEmail),
      }),
  });
export type AccountDetailsValues = InferType<ReturnType<typeof accountDetailsSchemaFor>>;

/** Sign-up's submit stays disabled while a required field is blank (spec §5). */
export function signupIncomplete(values: Pick<SignupValues, 'firstName' | 'lastName' | 'email'>): boolean {
  return !values.firstName.trim() || !values.lastName.trim() || !values.email.trim();
}
