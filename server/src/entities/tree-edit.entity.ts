import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from './user.entity';

export type TreeEditAction = 'create' | 'update' | 'delete' | 'revert' | 'restore' | 'duplicate' | 'review';
/** 'section': a detail section marked reviewed (action 'review', field the section). */
export type TreeEditTarget = 'tree' | 'taxon' | 'photo' | 'section';

/**
 * One changed field in the edit history of a tree, its taxa or its photos, written in the same
 * transaction as the change. `field` is the edit record's field name (tree), the taxon or photo
 * field, or '*' for a whole row created or deleted (its values in old_value / new_value).
 * No foreign key to trees: a deleted tree's history stays readable.
 */
@Entity({ name: 'tree_edits' })
@Index('tree_edits_tree_id_id_idx', ['treeId', 'id'])
@Index('tree_edits_reviews_idx', ['treeId', 'field', 'id'], { where: `action = 'review'` })
@Check(
  'tree_edits_action_check',
  `action IN ('create', 'update', 'delete', 'revert', 'restore', 'duplicate', 'review')`,
)
@Check('tree_edits_target_check', `target IN ('tree', 'taxon', 'photo', 'section')`)
export class TreeEdit {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'tree_edits_pkey' })
  id: number;

  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  /** One save, revert or restore: the rows it wrote share this id. */
  @Column({ name: 'change_id', type: 'uuid' })
  changeId: string;

  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'tree_edits_user_id_fkey' })
  user?: User | null;

  /** The editor's name at the time (kept when the account is deleted). */
  @Column({ name: 'user_name', type: 'text' })
  userName: string;

  @CreateDateColumn({ name: 'edited_at', type: 'timestamptz' })
  editedAt: Date;

  /** The tree's version after this change. */
  @Column({ name: 'version', type: 'integer' })
  version: number;

  @Column({ name: 'action', type: 'text' })
  action: TreeEditAction;

  @Column({ name: 'target', type: 'text' })
  target: TreeEditTarget;

  /** The taxon's or photo's id; null for the tree itself. */
  @Column({ name: 'target_id', type: 'integer', nullable: true })
  targetId: number | null;

  @Column({ name: 'field', type: 'text' })
  field: string;

  @Column({ name: 'old_value', type: 'jsonb', nullable: true })
  oldValue: unknown;

  @Column({ name: 'new_value', type: 'jsonb', nullable: true })
  newValue: unknown;

  @Column({ name: 'reverts_edit_id', type: 'integer', nullable: true })
  revertsEditId: number | null;
}
