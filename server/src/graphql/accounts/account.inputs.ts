import { Field, InputType, Int, registerEnumType } from 'type-graphql';

@InputType()
export class SignupInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => Boolean, { defaultValue: false, description: 'Receive the newsletter (bulk e-mail to all users).' })
  emailNotifications: boolean;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  email: string;

  @Field(() => String)
  password: string;
}

@InputType()
export class VerifyAccountInput {
  @Field(() => String, { description: 'The token of the /verify-account link (sign-up or invitation).' })
  token: string;

  @Field(() => Boolean, { description: 'The user agreement was accepted (required).' })
  agreed: boolean;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token of the /reset-password link.' })
  token: string;

  @Field(() => String)
  newPassword: string;

  @Field(() => String)
  confirmPassword: string;
}

@InputType()
export class ChangePasswordInput {
  @Field(() => String)
  currentPassword: string;

  @Field(() => String)
  newPassword: string;

  @Field(() => String)
  confirmPassword: string;
}

/** The fields a user may change on their own account: nothing else can be sent. */
@InputType()
export class EditAccountInput {
  @Field(() => String)
  firstName: string;

  @Field(() => String)
  lastName: string;

  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  postNominal?: string | null;

  @Field(() => String, { nullable: true })
  organization?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required when the e-mail changes (the new address then stays pending until its link is opened).',
  })
  currentPassword?: string | null;
}

@InputType()
export class ChangeRoleInput {
  @Field(() => Int)
  userId: number;

  @Field(() => Int, { description: '1 user, 2 editor, 3 admin' })
  roleId: number;
}

@InputType()
export class InviteUserInput {
  @Field(() => String)
  email: string;

  @Field(() => String, { nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
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
});

@InputType()
export class SendBulkEmailInput {
  @Field(() => BulkEmailAudience)
  audience: BulkEmailAudience;

  @Field(() => [String], { nullable: true, description: 'SINGLE: one address; LIST: the addresses.' })
  recipients?: string[] | null;

  @Field(() => String)
  subject: string;

  @Field(() => String, { nullable: true })
  textContent?: string | null;

  @Field(() => String, { nullable: true, description: 'Sanitised before sending.' })
  htmlContent?: string | null;
}
