import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from './user.entity';

/** bigint columns come back from pg as text; counts stay far below 2^53. */
const bigintNumber = {
  to: (value: number) => value,
  from: (value: string | number | null) => (value === null ? 0 : Number(value)),
};

/**
 * A key issued to an external client of the REST API (issue 26.6). The client sends it in
 * `X-API-Key`; only its SHA-256 is stored (key_hash), with a short visible prefix so an admin can
 * tell keys apart. A revoked key stays (revoked_at) so its usage remains visible.
 */
@Entity({ name: 'api_keys' })
@Unique('api_keys_key_hash_key', ['keyHash'])
export class ApiKey {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'api_keys_pkey' })
  id: number;

  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'owner_email', type: 'text' })
  ownerEmail: string;

  /** Hex SHA-256 of the key. */
  @Column({ name: 'key_hash', type: 'text' })
  keyHash: string;

  /** The key's first characters (`st_` and 8 more), shown to admins and used as the metrics label. */
  @Column({ name: 'prefix', type: 'text' })
  prefix: string;

  /** The admin who issued it (null once that account is deleted). */
  @Column({ name: 'issued_by', type: 'integer', nullable: true })
  issuedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'issued_by', foreignKeyConstraintName: 'api_keys_issued_by_fkey' })
  issuedBy?: User | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  /** Requests made with the key since it was issued (refused ones over its budget included). */
  @Column({ name: 'request_count', type: 'bigint', default: 0, transformer: bigintNumber })
  requestCount: number;
}
