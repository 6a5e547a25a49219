import { Field, InputType, Int, registerEnumType } from 'type-graphql';

@InputType({ description: 'A new account: name and e-mail (the password is chosen from the link e-mailed).' })
export class SignupInput {
  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'The e-mail address to sign in with (a link is sent to it).' })
  email: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Receive the newsletter (bulk e-mail to all users).' })
  emailNotifications: boolean;
}

@InputType({ description: 'The credentials of a sign-in.' })
export class LoginInput {
  @Field(() => String, { description: "The account's e-mail address." })
  email: string;

  @Field(() => String, { description: 'The password.' })
  password: string;
}

@InputType({ description: "The verification link's token and the agreement." })
export class VerifyAccountInput {
  @Field(() => String, { description: 'The token of the /verify-account link (sign-up or invitation).' })
  token: string;

  @Field(() => Boolean, { description: 'The user agreement was accepted (required).' })
  agreed: boolean;
}

@InputType({ description: "A password reset: the link's token and the new password twice." })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the /reset-password link.' })
  token: string;

  @Field(() => String, { description: 'The new password.' })
  newPassword: string;

  @Field(() => String, { description: 'The new password again (must be equal).' })
  confirmPassword: string;
}

@InputType({ description: 'A password change by the signed-in user.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password now.' })
  currentPassword: string;

  @Field(() => String, { description: 'The new password.' })
  newPassword: string;

  @Field(() => String, { description: 'The new password again (must be equal).' })
  confirmPassword: string;
}

/** The fields a user may change on their own account: nothing else can be sent. */
@InputType({ description: "The signed-in user's own account form." })
export class EditAccountInput {
  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'E-mail address (a new one waits for its link to be opened).' })
  email: string;

  @Field(() => String, { description: 'Letters after the name; null or empty for none.', nullable: true })
  postNominal?: string | null;

  @Field(() => String, { description: 'Organisation; null or empty for none.', nullable: true })
  organization?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required when the e-mail changes (the new address then stays pending until its link is opened).',
  })
  currentPassword?: string | null;
}

@InputType({ description: "An admin's change of an account's role." })
export class ChangeRoleInput {
  @Field(() => Int, { description: 'The account.' })
  userId: number;

  @Field(() => Int, { description: '1 user, 2 editor, 3 admin' })
  roleId: number;
}

@InputType({ description: "An admin's invitation: an account is created and e-mailed a link." })
export class InviteUserInput {
  @Field(() => String, { description: 'The address to invite.' })
  email: string;

  @Field(() => String, { description: 'First name; null when not known.', nullable: true })
  firstName?: string | null;

  @Field(() => String, { description: 'Last name; null when not known.', nullable: true })
  lastName?: string | null;
}

export enum BulkEmailAudience {
  ALL = 'all',
  TEST_GROUP = 'test_group',
  SINGLE = 'single',
  LIST = 'list',
}

registerEnumType(BulkEmailAudience, {
  name: 'BulkEmailAudience',
  description: 'ALL: users with e-mail notifications on; TEST_GROUP; SINGLE: one address; LIST: addresses.',
  valuesConfig: {
    ALL: { description: 'Every verified user with e-mail notifications on.' },
    LIST: { description: 'The addresses in recipients.' },
    SINGLE: { description: 'One address (recipients holds it).' },
    TEST_GROUP: { description: 'The accounts in the test group.' },
  },
});

@InputType({ description: 'A bulk e-mail: who receives it and what it says.' })
export class SendBulkEmailInput {
  @Field(() => BulkEmailAudience, { description: 'Who receives it.' })
  audience: BulkEmailAudience;

  @Field(() => [String], { nullable: true, description: 'SINGLE: one address; LIST: the addresses.' })
  recipients?: string[] | null;

  @Field(() => String, { description: 'The subject line.' })
  subject: string;

  @Field(() => String, { description: 'The plain-text body.', nullable: true })
  textContent?: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitised before sending.' })
  htmlContent?: string | null;
}
