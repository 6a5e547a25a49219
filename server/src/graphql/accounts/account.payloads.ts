import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../../entities';

/** A form error the client puts beside its field (Formik). */
@ObjectType('FieldError')
export class FieldErrorType {
  @Field(() => String)
  field: string;

  @Field(() => String)
  message: string;
}

@ObjectType()
export class MessagePayload {
  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}

@ObjectType()
export class VerifyAccountPayload {
  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Single-use token: continue at /reset-password?token=... to choose the password.',
  })
  passwordToken?: string | null;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}

@ObjectType()
export class AuthPayload {
  @Field(() => String, { nullable: true, description: 'Bearer session token.' })
  token?: string | null;

  @Field(() => User, { nullable: true })
  user?: User | null;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}

@ObjectType()
export class ChangePasswordPayload {
  @Field(() => String, { description: 'Changed or Failed' })
  message: string;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}

@ObjectType()
export class UserPayload {
  @Field(() => User, { nullable: true })
  user?: User | null;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}

@ObjectType()
export class ConfirmEmailChangePayload {
  @Field(() => String, { nullable: true })
  message?: string | null;

  @Field(() => User, { nullable: true })
  user?: User | null;

  @Field(() => Boolean, { description: "False when the session that confirmed was not the account's (sign in again)." })
  signedIn: boolean;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}

@ObjectType('BulkEmailDetail')
export class BulkEmailDetailType {
  @Field(() => String, { description: 'sent or failed' })
  status: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  error?: string | null;

  @Field(() => String, { nullable: true })
  reason?: string | null;
}

@ObjectType()
export class BulkEmailPayload {
  @Field(() => Boolean)
  success: boolean;

  @Field(() => String)
  message: string;

  @Field(() => Int)
  totalSent: number;

  @Field(() => Int)
  failures: number;

  @Field(() => [BulkEmailDetailType])
  details: BulkEmailDetailType[];

  @Field(() => Int, { nullable: true })
  jobId?: number | null;

  @Field(() => [FieldErrorType])
  errors: FieldErrorType[];
}
