import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** all users (newsletter opt-in), the test group, one address, or an explicit list of addresses. */
export type MailAudience = 'all' | 'test_group' | 'single' | 'list';
export type MailJobStatus = 'running' | 'finished';

/**
 * One bulk e-mail an admin sent: the message, and (in mail_job_recipients) one row per address.
 * The job stays `running` while any recipient is pending or being sent; a run interrupted by a
 * crash or an unavailable mail server is resumed (services/accounts/bulk-email.service.ts).
 */
@Entity({ name: 'mail_jobs' })
@Check('mail_jobs_audience_check', `audience IN ('all', 'test_group', 'single', 'list')`)
@Check('mail_jobs_status_check', `status IN ('running', 'finished')`)
export class MailJob {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'mail_jobs_pkey' })
  id: number;

  @Column({ name: 'created_by_id', type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_id', foreignKeyConstraintName: 'mail_jobs_created_by_id_fkey' })
  createdBy?: User | null;

  @Column({ name: 'audience', type: 'text' })
  audience: MailAudience;

  @Column({ name: 'subject', type: 'text' })
  subject: string;

  @Column({ name: 'text_content', type: 'text' })
  textContent: string;

  /** Sanitised HTML; null sends the text only. */
  @Column({ name: 'html_content', type: 'text', nullable: true })
  htmlContent: string | null;

  @Column({ name: 'status', type: 'text', default: 'running' })
  status: MailJobStatus;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
