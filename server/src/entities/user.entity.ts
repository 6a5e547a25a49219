import { Field, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { AccountLanguage } from '@selectree/rules';
import { Role } from './role.entity';

/**
 * An account. The e-mail is unique without regard to case (a unique index on lower(email), created
 * by the migration); it is stored as the person typed it.
 *
 * `passwordHash` is null until the person has chosen a password (sign-up and invitations never
 * carry one: the password is set through a single-use link, see services/accounts). Only the
 * fields marked @Field reach GraphQL; the REST presenter lists its fields explicitly.
 */
@ObjectType('User', {
  description: 'An account. A user reads only their own account (me); admins read every account (users, searchUsers).',
})
@Entity({ name: 'users' })
@Index('users_email_lower_key', { synchronize: false })
@Index('users_role_id_idx', ['roleId'])
@Check('users_email_check', `email <> ''`)
@Check('users_language_check', `language IN ('en', 'es')`)
export class User {
  @Field(() => Int, { description: 'user_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'users_pkey' })
  id: number;

  @Field(() => String, { description: 'First name.' })
  @Column({ name: 'first_name', type: 'text' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  @Column({ name: 'last_name', type: 'text' })
  lastName: string;

  @Field(() => String, { description: 'The e-mail address the account signs in with.' })
  @Column({ name: 'email', type: 'text' })
  email: string;

  @Field(() => String, { description: 'Letters after the name (ISA certification …); null when none.', nullable: true })
  @Column({ name: 'post_nominal', type: 'text', nullable: true })
  postNominal: string | null;

  @Field(() => String, { description: 'The organisation the user belongs to; null when none.', nullable: true })
  @Column({ name: 'organization', type: 'text', nullable: true })
  organization: string | null;

  @Field(() => Int, { description: '1 user, 2 editor, 3 admin' })
  @Column({ name: 'role_id', type: 'smallint', default: 1 })
  roleId: number;

  /** Always loaded with the user (three rows; the name is part of every user answer). */
  @ManyToOne(() => Role, { nullable: false, eager: true })
  @JoinColumn({ name: 'role_id', foreignKeyConstraintName: 'users_role_id_fkey' })
  role?: Role;

  @Field(() => Boolean, { description: 'Receives the newsletter (bulk e-mail to all users).' })
  @Column({ name: 'email_notifications', type: 'boolean', default: false })
  emailNotifications: boolean;

  /**
   * The account's language (docs/i18n.md): the interface switches to it on sign-in, and e-mails to
   * the account are written in it. Set by setLanguage (services/accounts/language.ts).
   */
  @Field(() => String, { description: "The account's language: 'en' or 'es' (the interface and its e-mails)." })
  @Column({ name: 'language', type: 'text', default: 'en' })
  language: AccountLanguage;

  /** Member of the bulk e-mail test group. */
  @Column({ name: 'test_group', type: 'boolean', default: false })
  testGroup: boolean;

  @Column({ name: 'verified_at', type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  @Column({ name: 'disabled', type: 'boolean', default: false })
  disabled: boolean;

  /** Banned by a site admin: the user's lists are hidden from list search and from everyone but their keepers and site admins. */
  @Field(() => Boolean, { description: 'Banned from list search results: the lists stay private to their keepers.' })
  @Column({ name: 'banned', type: 'boolean', default: false })
  banned: boolean;

  /** argon2id (PHC string); null until a password has been set. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'password_changed_at', type: 'timestamptz', nullable: true })
  passwordChangedAt: Date | null;

  /** An e-mail change waiting for the link sent to this address (services/accounts/email-change.service.ts). */
  @Column({ name: 'pending_email', type: 'text', nullable: true })
  pendingEmail: string | null;

  @Column({ name: 'pending_email_requested_at', type: 'timestamptz', nullable: true })
  pendingEmailRequestedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
