import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/**
 * sign-up, verification resend, reset request, e-mail change (services/accounts/account-mail.queue.ts);
 * a contribution's decision and a resolved report (services/community/community-mail.ts).
 */
export type AccountMailKind =
  'signup' | 'resend' | 'reset' | 'email_change' | 'contribution_decided' | 'report_resolved';
export type AccountMailJobStatus = 'pending' | 'running' | 'failed';

/**
 * An account e-mail a request asked for. The request only inserts this row and answers; the job
 * looks the address up, issues the token and sends the mail, so the answer's time does not depend
 * on whether the address has an account. Done jobs are deleted (the row holds names and addresses).
 */
@Entity({ name: 'account_mail_jobs' })
@Index('account_mail_jobs_status_id_idx', ['status', 'id'])
@Check(
  'account_mail_jobs_kind_check',
  `kind IN ('signup', 'resend', 'reset', 'email_change', 'contribution_decided', 'report_resolved')`,
)
@Check('account_mail_jobs_status_check', `status IN ('pending', 'running', 'failed')`)
export class AccountMailJob {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'account_mail_jobs_pkey' })
  id: number;

  @Column({ name: 'kind', type: 'text' })
  kind: AccountMailKind;

  /** The address the request named (e-mail change: the new address). */
  @Column({ name: 'email', type: 'text' })
  email: string;

  /** e-mail change: the account asking. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'account_mail_jobs_user_id_fkey' })
  user?: User | null;

  /** sign-up: the names and the notification choice. */
  @Column({ name: 'payload', type: 'jsonb', default: {} })
  payload: Record<string, unknown>;

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: AccountMailJobStatus;

  @Column({ name: 'attempts', type: 'smallint', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;
}
