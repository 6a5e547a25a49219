import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from './user.entity';

/**
 * A signed-in user's named planting site (issue 22.5, My Sites): its canonical site query (the
 * /site URL's query, services/site siteToQuery), unique by name per owner. `version` grows with
 * every rename: a rename or delete naming an older version is refused (services/ids checkVersion).
 */
@Entity({ name: 'saved_sites' })
@Unique('saved_sites_owner_id_name_key', ['ownerId', 'name'])
export class SavedSite {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'saved_sites_pkey' })
  id: number;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'saved_sites_owner_id_fkey' })
  owner?: User;

  @Column({ name: 'name', type: 'varchar', length: 80 })
  name: string;

  @Column({ name: 'site_query', type: 'varchar', length: 1000 })
  siteQuery: string;

  @Column({ name: 'version', type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
