import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Tree } from './tree.entity';
import { User } from './user.entity';

/**
 * A single-use upload grant: GET /photo/getSignedS3 makes one (key, tree, uploader, content type,
 * expiry); the signed PUT marks it uploaded; POST /photo/create consumes it (used_at). A reused or
 * expired grant is refused.
 */
@Entity({ name: 'photo_uploads' })
export class PhotoUpload {
  @PrimaryColumn({ name: 'key', type: 'text', primaryKeyConstraintName: 'photo_uploads_pkey' })
  key: string;

  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'photo_uploads_tree_id_fkey' })
  tree?: Tree;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'photo_uploads_user_id_fkey' })
  user?: User;

  @Column({ name: 'content_type', type: 'text' })
  contentType: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'uploaded_at', type: 'timestamptz', nullable: true })
  uploadedAt: Date | null;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
