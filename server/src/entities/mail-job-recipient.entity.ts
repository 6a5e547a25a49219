import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { MailJob } from './mail-job.entity';
import { User } from './user.entity';

/**
 * pending -> sending (claimed, in its own committed statement) -> sent | failed.
 * A row left in `sending` by a process that died is returned to `pending` by the next run of its
 * job (which holds the job's advisory lock, so no live run owns it).
 */
export type RecipientStatus = 'pending' | 'sending' | 'sent' | 'failed';

/** One address of a bulk e-mail; the (job, e-mail) pair is unique, so nobody is listed twice. */
@Entity({ name: 'mail_job_recipients' })
@Unique('mail_job_recipients_job_id_email_key', ['jobId', 'email'])
@Index('mail_job_recipients_job_id_status_idx', ['jobId', 'status'])
@Check('mail_job_recipients_status_check', `status IN ('pending', 'sending', 'sent', 'failed')`)
export class MailJobRecipient {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'mail_job_recipients_pkey' })
  id: number;

  @Column({ name: 'job_id', type: 'integer' })
  jobId: number;

  @ManyToOne(() => MailJob, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_id', foreignKeyConstraintName: 'mail_job_recipients_job_id_fkey' })
  job?: MailJob;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'mail_job_recipients_user_id_fkey' })
  user?: User | null;

  /** Lower-cased address. */
  @Column({ name: 'email', type: 'text' })
  email: string;

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: RecipientStatus;

  @Column({ name: 'attempts', type: 'smallint', default: 0 })
  attempts: number;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  @Column({ name: 'message_id', type: 'text', nullable: true })
  messageId: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt: Date | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt: Date | null;
}
