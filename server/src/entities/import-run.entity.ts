import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

/** Which importer ran. */
export type ImportKind = 'trees' | 'common_names' | 'zip_codes' | 'gbif_synonyms';
export type ImportStatus = 'running' | 'succeeded' | 'failed';

/**
 * One run of an importer: the stored import report an admin sees. A failed run is recorded too
 * (in its own transaction, after the import's rollback) so the admin can read why.
 */
@Entity({ name: 'import_runs' })
@Check('import_runs_kind_check', `kind IN ('trees', 'common_names', 'zip_codes', 'gbif_synonyms')`)
@Check('import_runs_status_check', `status IN ('running', 'succeeded', 'failed')`)
export class ImportRun {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'import_runs_pkey' })
  id: number;

  @Column({ name: 'kind', type: 'text' })
  kind: ImportKind;

  @Column({ name: 'file_name', type: 'text', nullable: true })
  fileName: string | null;

  @CreateDateColumn({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;

  @Column({ name: 'status', type: 'text' })
  status: ImportStatus;

  /** { rows, inserted, updated, unchanged, deletedDemo, issues, ... } and, on failure, { error }. */
  @Column({ name: 'counts', type: 'jsonb', default: {} })
  counts: Record<string, unknown>;

  /** The admin who uploaded the file (page upload); NULL for command-line imports. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'import_runs_user_id_fkey' })
  user?: User | null;

  /** The upload's report as the page showed it (changed, unchanged, refused rows); uploads only. */
  @Column({ name: 'report', type: 'jsonb', nullable: true })
  report: Record<string, unknown> | null;
}
