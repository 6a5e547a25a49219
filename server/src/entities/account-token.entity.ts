import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from './user.entity';

/**
 * What a single-use link token is for:
 * - verify: the sign-up (or resend) verification link, /verify-account?token (5 minutes);
 * - invite: an admin's invitation, also opened at /verify-account?token (72 hours);
 * - reset: a password-set link, /reset-password?token (password recovery, after verification, CLI);
 * - email_change: sent to a new address, /confirm-email?token makes it the account's (24 hours);
 * - email_cancel: sent to the old address, /cancel-email-change?token cancels (or undoes) the change.
 */
export type AccountTokenPurpose = 'verify' | 'invite' | 'reset' | 'email_change' | 'email_cancel';

/**
 * A single-use token sent in a link: 256 random bits, only the SHA-256 stored. Usable while
 * used_at and voided_at are null and expires_at is in the future; using it sets used_at in the same
 * transaction as its effect (UPDATE ... WHERE used_at IS NULL, so two concurrent uses cannot both
 * win). A newer token of the same purpose voids the older ones.
 */
@Entity({ name: 'account_tokens' })
@Unique('account_tokens_token_hash_key', ['tokenHash'])
@Index('account_tokens_user_id_purpose_idx', ['userId', 'purpose'])
@Check('account_tokens_purpose_check', `purpose IN ('verify', 'invite', 'reset', 'email_change', 'email_cancel')`)
export class AccountToken {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'account_tokens_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_tokens_user_id_fkey' })
  user?: User;

  @Column({ name: 'purpose', type: 'text' })
  purpose: AccountTokenPurpose;

  /** Hex SHA-256 of the token. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /** email_change: the new address; email_cancel: the old one. */
  @Column({ name: 'email', type: 'text', nullable: true })
  email: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** Superseded by a newer token of the same purpose, or ended by a password change. */
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true })
  voidedAt: Date | null;
}
