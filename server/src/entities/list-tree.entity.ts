import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Tree } from './tree.entity';
import { TreeList } from './tree-list.entity';

/** A tree on a list, at a position, with a quantity and an optional note ("3 planted on Elm St"). */
@Entity({ name: 'list_trees' })
@Index('list_trees_tree_id_idx', ['treeId'])
@Index('list_trees_position_idx', ['listId', 'position', 'treeId'])
@Check('list_trees_quantity_check', `quantity BETWEEN 1 AND 100000`)
export class ListTree {
  @PrimaryColumn({ name: 'list_id', type: 'integer', primaryKeyConstraintName: 'list_trees_pkey' })
  listId: number;

  @PrimaryColumn({ name: 'tree_id', type: 'integer', primaryKeyConstraintName: 'list_trees_pkey' })
  treeId: number;

  @ManyToOne(() => TreeList, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'list_trees_list_id_fkey' })
  list?: TreeList;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'list_trees_tree_id_fkey' })
  tree?: Tree;

  @Column({ name: 'position', type: 'integer' })
  position: number;

  @Column({ name: 'note', type: 'text', nullable: true })
  note: string | null;

  /** How many of the tree (planting plans, nursery orders): 1 to 100000. */
  @Column({ name: 'quantity', type: 'integer', default: 1 })
  quantity: number;

  /** Moves with every note or quantity change: a save based on an older version is refused. */
  @Column({ name: 'version', type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'added_at', type: 'timestamptz' })
  addedAt: Date;
}
