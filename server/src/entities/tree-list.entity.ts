import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { TextArray } from './column-helpers';
import { User } from './user.entity';

/** The three kinds of list (spec §3); the category Commercial/Sale makes a list an Inventory. */
export type ListType = 'Curated List' | 'Saved Search' | 'Inventory';

/**
 * A tree list: a curated list, a saved search (its filter in `queryData`, no trees) or an inventory.
 * Its owner is its Admin; collaborators and followers are list_members rows. `version` grows with
 * every change of the list's own fields: a save that names an older version is refused
 * (services/lists), so two people editing at once never overwrite each other silently.
 * Deleting the owner's account deletes the list (and its rows).
 */
@Entity({ name: 'lists' })
@Index('lists_owner_id_idx', ['ownerId'])
@Index('lists_public_updated_idx', ['updatedAt'], { where: 'is_public AND NOT banned' })
// List search (migration 1796300000000): a trigram index on search_text, GIN on regions and categories,
// and the page order covering owner and ban, all partial on public lists: typeorm cannot describe them.
@Index('lists_search_text_trgm_idx', { synchronize: false })
@Index('lists_regions_idx', { synchronize: false })
@Index('lists_categories_idx', { synchronize: false })
@Index('lists_public_order_idx', { synchronize: false })
@Check('lists_type_check', `type IN ('Curated List', 'Saved Search', 'Inventory')`)
@Check('lists_name_check', `name <> ''`)
export class TreeList {
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'lists_pkey' })
  id: number;

  @Column({ name: 'name', type: 'text' })
  name: string;

  @Column({ name: 'description', type: 'text' })
  description: string;

  @Column({ name: 'type', type: 'text' })
  type: ListType;

  @TextArray('categories')
  categories: string[];

  @TextArray('regions')
  regions: string[];

  @TextArray('keywords')
  keywords: string[];

  /** Name, description and keywords for list search, kept by a trigger (migration 1796300000000). */
  @Column({ name: 'search_text', type: 'text', nullable: true, select: false, insert: false, update: false })
  searchText: string | null;

  @Column({ name: 'is_public', type: 'boolean', default: false })
  isPublic: boolean;

  /** Anyone with the link may view it (it still stays out of list search unless public). */
  @Column({ name: 'viewable_from_link', type: 'boolean', default: false })
  viewableFromLink: boolean;

  /**
   * The random key (≥ 128 bits, base64url) a link-viewable list's link carries: without it the id
   * alone answers 404 to anyone without a role on the list (services/lists/list-share-key.ts).
   */
  @Column({ name: 'share_key', type: 'varchar', length: 64, nullable: true })
  shareKey: string | null;

  /** A saved search's filter: the JSON filterData string of /search-results. */
  @Column({ name: 'query_data', type: 'text', nullable: true })
  queryData: string | null;

  /** The planting site the list is tied to (issue 22.5): a canonical site query, or null. */
  @Column({ name: 'site_query', type: 'varchar', length: 1000, nullable: true })
  siteQuery: string | null;

  @Column({ name: 'owner_id', type: 'integer' })
  ownerId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'lists_owner_id_fkey' })
  owner?: User;

  /** Hidden from everyone but site admins. */
  @Column({ name: 'banned', type: 'boolean', default: false })
  banned: boolean;

  @Column({ name: 'version', type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
