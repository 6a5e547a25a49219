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
import { TreeList } from './tree-list.entity';
import { User } from './user.entity';

/**
 * An e-mail address without an account invited to collaborate on a list (issue 21.10). The link
 * carries a single-use token (only its SHA-256 stored). When an account with that e-mail is verified
 * (the sign-up the link leads to), the invitation is accepted: the account becomes a collaborator.
 * One row per list and address (lower-cased); inviting again renews its token and expiry.
 */
@Entity({ name: 'list_invitations' })
@Unique('list_invitations_token_hash_key', ['tokenHash'])
@Unique('list_invitations_list_id_email_key', ['listId', 'email'])
@Index('list_invitations_email_idx', ['email'])
@Check('list_invitations_email_check', `email = lower(email)`)
export class ListInvitation {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'list_invitations_pkey' })
  id: number;

  @Column({ name: 'list_id', type: 'integer' })
  listId: number;

  @ManyToOne(() => TreeList, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'list_id', foreignKeyConstraintName: 'list_invitations_list_id_fkey' })
  list?: TreeList;

  /** Lower-cased. */
  @Column({ name: 'email', type: 'text' })
  email: string;

  @Column({ name: 'invited_by_id', type: 'integer', nullable: true })
  invitedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by_id', foreignKeyConstraintName: 'list_invitations_invited_by_id_fkey' })
  invitedBy?: User | null;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'accepted_at', type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'accepted_user_id', type: 'integer', nullable: true })
  acceptedUserId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'accepted_user_id', foreignKeyConstraintName: 'list_invitations_accepted_user_id_fkey' })
  acceptedUser?: User | null;
}
