import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Photo } from './photo.entity';
import { Tree } from './tree.entity';
import { User } from './user.entity';

export type ContributionKind = 'photo' | 'report';
export type ContributionStatus = 'pending' | 'approved' | 'rejected' | 'resolved' | 'dismissed';

/**
 * What the community sends in (issue 23): a photo (signed-in users) or a report of a problem on one
 * section of a tree (anyone). Pending items wait in the editors' queue, invisible to visitors; the
 * decision (who, when, the note) is written once, by a conditional UPDATE on status = 'pending'
 * (services/community/queue.ts). Migration 1796100000000.
 */
@Entity({ name: 'contributions' })
@Index('contributions_status_kind_id_idx', ['status', 'kind', 'id'])
@Index('contributions_user_id_idx', ['userId'])
@Index('contributions_tree_id_idx', ['treeId'])
@Check('contributions_kind_check', `kind IN ('photo', 'report')`)
@Check('contributions_status_check', `status IN ('pending', 'approved', 'rejected', 'resolved', 'dismissed')`)
@Check(
  'contributions_photo_check',
  `kind <> 'photo' OR (storage_key IS NOT NULL AND link IS NOT NULL AND licence IS NOT NULL AND credit IS NOT NULL AND attribute_name IS NOT NULL AND user_id IS NOT NULL AND status IN ('pending', 'approved', 'rejected'))`,
)
@Check(
  'contributions_report_check',
  `kind <> 'report' OR (section IS NOT NULL AND message IS NOT NULL AND status IN ('pending', 'resolved', 'dismissed'))`,
)
export class Contribution {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'contributions_pkey' })
  id: number;

  @Column({ name: 'kind', type: 'text' })
  kind: ContributionKind;

  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'contributions_tree_id_fkey' })
  tree?: Tree;

  /** The contributor (photos) or the signed-in reporter; null for an anonymous report. */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'contributions_user_id_fkey' })
  user?: User | null;

  @Column({ name: 'status', type: 'text', default: 'pending' })
  status: ContributionStatus;

  /** Photo: the processed files' key (`{key}.jpg`, `{key}-{width}.webp`), as photos.storage_key. */
  @Column({ name: 'storage_key', type: 'text', nullable: true })
  storageKey: string | null;

  @Column({ name: 'link', type: 'text', nullable: true })
  link: string | null;

  @Column({ name: 'width', type: 'integer', nullable: true })
  width: number | null;

  @Column({ name: 'height', type: 'integer', nullable: true })
  height: number | null;

  @Column({ name: 'widths', type: 'smallint', array: true, default: [] })
  widths: number[];

  @Column({ name: 'licence', type: 'text', nullable: true })
  licence: string | null;

  @Column({ name: 'credit', type: 'text', nullable: true })
  credit: string | null;

  @Column({ name: 'attribute_name', type: 'text', nullable: true })
  attributeName: string | null;

  @Column({ name: 'taken_at', type: 'date', nullable: true })
  takenAt: string | null;

  @Column({ name: 'place', type: 'text', nullable: true })
  place: string | null;

  /** Report: the detail page's section (names, general, characteristics ...). */
  @Column({ name: 'section', type: 'text', nullable: true })
  section: string | null;

  @Column({ name: 'message', type: 'text', nullable: true })
  message: string | null;

  @Column({ name: 'source', type: 'text', nullable: true })
  source: string | null;

  /** Report: the address an anonymous reporter left, told when it is resolved. */
  @Column({ name: 'email', type: 'text', nullable: true })
  email: string | null;

  @Column({ name: 'decided_by_id', type: 'integer', nullable: true })
  decidedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by_id', foreignKeyConstraintName: 'contributions_decided_by_id_fkey' })
  decidedBy?: User | null;

  /** The editor's name at the time (the 409 to a second editor names them). */
  @Column({ name: 'decided_by_name', type: 'text', nullable: true })
  decidedByName: string | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The reason of a rejection (the contributor reads it) or the note of a resolution. */
  @Column({ name: 'decision_note', type: 'text', nullable: true })
  decisionNote: string | null;

  /** The photo an approval added to the gallery. */
  @Column({ name: 'photo_id', type: 'integer', nullable: true })
  photoId: number | null;

  @ManyToOne(() => Photo, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'photo_id', foreignKeyConstraintName: 'contributions_photo_id_fkey' })
  photo?: Photo | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
