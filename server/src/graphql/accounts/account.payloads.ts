import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../../entities';

/** A form error the client puts beside its field (Formik). */
@ObjectType('FieldError', { description: 'A refused field of a form and why.' })
export class FieldErrorType {
  @Field(() => String, { description: "The field's name in the input." })
  field: string;

  @Field(() => String, { description: "What is wrong, in the spec's words." })
  message: string;
}

@ObjectType({ description: 'The answer of an account action: a message, or field errors.' })
export class MessagePayload {
  @Field(() => String, { description: "What happened, in the spec's words; null when refused.", nullable: true })
  message?: string | null;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType({ description: 'The answer of verifyAccount.' })
export class VerifyAccountPayload {
  @Field(() => String, { description: 'What happened; null when refused.', nullable: true })
  message?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Single-use token: continue at /reset-password?token=... to choose the password.',
  })
  passwordToken?: string | null;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType({ description: 'The answer of a sign-in: the session token and the user, or field errors.' })
export class AuthPayload {
  @Field(() => String, { nullable: true, description: 'Bearer session token.' })
  token?: string | null;

  @Field(() => User, { description: 'The signed-in user; null when refused.', nullable: true })
  user?: User | null;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType({ description: 'The answer of changePassword.' })
export class ChangePasswordPayload {
  @Field(() => String, { description: 'Changed or Failed' })
  message: string;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType({ description: 'An account after a change, or field errors.' })
export class UserPayload {
  @Field(() => User, { description: 'The account after the change; null when refused.', nullable: true })
  user?: User | null;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType({ description: 'The answer of confirmEmailChange.' })
export class ConfirmEmailChangePayload {
  @Field(() => String, { description: 'What happened; null when refused.', nullable: true })
  message?: string | null;

  @Field(() => User, {
    description: 'The account with its new address; null when refused or signed in as someone else.',
    nullable: true,
  })
  user?: User | null;

  @Field(() => Boolean, { description: "False when the session that confirmed was not the account's (sign in again)." })
  signedIn: boolean;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}

@ObjectType('BulkEmailDetail', { description: 'The outcome of one recipient of a bulk e-mail.' })
export class BulkEmailDetailType {
  @Field(() => String, { description: 'sent or failed' })
  status: string;

  @Field(() => String, { description: "The recipient's address." })
  email: string;

  @Field(() => String, { description: "The mail server's error; null when sent.", nullable: true })
  error?: string | null;

  @Field(() => String, { description: 'Why it was not sent, in words; null when sent.', nullable: true })
  reason?: string | null;
}

@ObjectType({ description: 'The answer of sendBulkEmail.' })
export class BulkEmailPayload {
  @Field(() => Boolean, { description: 'Every mail was sent (or the job was queued).' })
  success: boolean;

  @Field(() => String, { description: 'What happened, in words.' })
  message: string;

  @Field(() => Int, { description: 'Mails sent so far.' })
  totalSent: number;

  @Field(() => Int, { description: 'Mails that failed.' })
  failures: number;

  @Field(() => [BulkEmailDetailType], { description: "Each recipient's outcome." })
  details: BulkEmailDetailType[];

  @Field(() => Int, { description: 'The persisted job sending it; null when refused.', nullable: true })
  jobId?: number | null;

  @Field(() => [FieldErrorType], { description: 'Why it was refused, field by field; empty on success.' })
  errors: FieldErrorType[];
}
