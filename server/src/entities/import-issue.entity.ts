import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { ImportRun } from './import-run.entity';

/**
 * A value an import could not map faithfully: which row, which column, the raw value, and why.
 * Nothing an importer cannot map is dropped silently; it lands here.
 */
@Entity({ name: 'import_issues' })
@Index('import_issues_run_id_idx', ['runId'])
export class ImportIssue {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'import_issues_pkey' })
  id: number;

  @Column({ name: 'run_id', type: 'integer' })
  runId: number;

  @ManyToOne(() => ImportRun, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'run_id', foreignKeyConstraintName: 'import_issues_run_id_fkey' })
  run?: ImportRun;

  /** Spreadsheet row number: the header is row 1, the first record row 2. */
  @Column({ name: 'row_number', type: 'integer', nullable: true })
  rowNumber: number | null;

  @Column({ name: 'tree_id', type: 'integer', nullable: true })
  treeId: number | null;

  @Column({ name: 'column_name', type: 'text', nullable: true })
  column: string | null;

  @Column({ name: 'value', type: 'text', nullable: true })
  value: string | null;

  /** A stable code ("unknown_term", "zero_code_unknown" ...); see import/issues.ts. */
  @Column({ name: 'reason', type: 'text' })
  reason: string;

  @Column({ name: 'message', type: 'text', nullable: true })
  message: string | null;
}
