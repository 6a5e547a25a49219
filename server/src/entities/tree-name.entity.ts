import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { TreeNameKind, TreeNameSource } from '@selectree/rules';
import { Tree } from './tree.entity';

registerEnumType(TreeNameKind, { name: 'TreeNameKind' });
registerEnumType(TreeNameSource, { name: 'TreeNameSource' });

/**
 * Every searchable name of a tree, in one table: the primary common name, alternative and generic
 * common names ("OAK", "MAPLE"), and scientific synonyms. Name search runs one trigram query over
 * `search_key` (toSearchKey of `name`: the same function normalises the typed query).
 *
 * `source` says where the row came from, so each importer replaces only its own rows: a CSV re-import
 * never removes a name an editor added, and the extra common-names file never duplicates an export
 * name (unique per tree, kind and search key).
 */
@ObjectType('TreeName')
@Entity({ name: 'tree_names' })
@Unique('tree_names_tree_kind_search_key_key', ['treeId', 'kind', 'searchKey'])
@Index('tree_names_search_key_trgm_idx', { synchronize: false })
@Index('tree_names_search_key_c_idx', { synchronize: false })
@Check('tree_names_search_key_check', `search_key <> ''`)
export class TreeName {
  @Field(() => Int)
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'tree_names_pkey' })
  id: number;

  @Field(() => Int)
  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'tree_names_tree_id_fkey' })
  tree?: Tree;

  @Field(() => TreeNameKind)
  @Column({ name: 'kind', type: 'enum', enum: TreeNameKind, enumName: 'tree_name_kind' })
  kind: TreeNameKind;

  /** Display form: common names title-cased, scientific names with ×. */
  @Field(() => String)
  @Column({ name: 'name', type: 'text' })
  name: string;

  /** Order within (tree, kind), from 0; the UI shows the first few. */
  @Field(() => Int)
  @Column({ name: 'position', type: 'smallint', default: 0 })
  position: number;

  @Field(() => TreeNameSource)
  @Column({ name: 'source', type: 'enum', enum: TreeNameSource, enumName: 'tree_name_source' })
  source: TreeNameSource;

  @Column({ name: 'search_key', type: 'text' })
  searchKey: string;
}
