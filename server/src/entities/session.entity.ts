import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { User } from './user.entity';

/**
 * A signed-in session. The client holds a random bearer token (256 bits); only its SHA-256 is
 * stored, so a copy of the database does not let anyone sign in. A session ends when it expires,
 * on logout (revoked_at), and when the user's password is reset or changed, or the user is demoted.
 */
@Entity({ name: 'sessions' })
@Unique('sessions_token_hash_key', ['tokenHash'])
@Index('sessions_user_id_idx', ['userId'])
export class Session {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'sessions_pkey' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'sessions_user_id_fkey' })
  user?: User;

  /** Hex SHA-256 of the bearer token. */
  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
