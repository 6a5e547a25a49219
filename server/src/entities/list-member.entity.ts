import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { TreeList } from './tree-list.entity';
import { User } from './user.entity';

/** A role on a list other than its owner's (the owner is its Admin). */
export type ListMemberRole = 'Collaborator' | 'Follower';

@Entity({ name: 'list_members' })
@Index('list_members_user_id_idx', ['userId'])
@Check('list_members_role_check', `role IN ('Collaborator', 'Follower')`)
export class ListMember {
  @PrimaryColumn({ name: 'list_id', type: 'integer', primaryKeyConstraintName: 'list_members_pkey' })
  listId: number;

  @PrimaryColumn({ name: 'user_id', type: 'integer', primaryKeyConstraintName: 'list_members_pkey' })
  userId: number;

  @ManyToOne(() => TreeList, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'list_members_list_id_fkey' })
  list?: TreeList;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'list_members_user_id_fkey' })
  user?: User;

  @Column({ name: 'role', type: 'text' })
  role: ListMemberRole;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
