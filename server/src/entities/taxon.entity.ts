import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { NullableText } from './column-helpers';
import { Tree } from './tree.entity';

/**
 * A tree's scientific name split into its parts. Sequence 1 is the accepted (displayed) name; the
 * export's synonyms follow as 2, 3, ... (the detail page lists them with their name_concat).
 */
@ObjectType('Taxon')
@Entity({ name: 'taxa' })
@Unique('taxa_tree_id_sequence_key', ['treeId', 'sequence'])
@Check('taxa_sequence_check', 'sequence >= 1')
export class Taxon {
  @Field(() => Int, { description: 'taxon_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'taxa_pkey' })
  id: number;

  @Field(() => Int)
  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'taxa_tree_id_fkey' })
  tree?: Tree;

  /** 1 = accepted name. */
  @Field(() => Int)
  @Column({ name: 'sequence', type: 'smallint' })
  sequence: number;

  @Field(() => String, { nullable: true })
  @NullableText('genus')
  genus: string | null;

  @Field(() => String, { nullable: true })
  @NullableText('species')
  species: string | null;

  /** Second parent of an interspecific hybrid ("Citrus reticulata × maxima"). */
  @Field(() => String, { nullable: true })
  @NullableText('hybrid_alt_species')
  hybridAltSpecies: string | null;

  @Field(() => String, { nullable: true })
  @NullableText('subspecies')
  subspecies: string | null;

  @Field(() => String, { nullable: true })
  @NullableText('variety')
  variety: string | null;

  /** forma ("Plumeria rubra f. acutifolia"). */
  @Field(() => String, { nullable: true })
  @NullableText('forma')
  forma: string | null;

  @Field(() => String, { nullable: true })
  @NullableText('cultivar')
  cultivar: string | null;

  @Field(() => Boolean)
  @Column({ name: 'hybrid_x', type: 'boolean', default: false })
  hybridX: boolean;

  /** The × stands before the genus: an intergeneric hybrid ("× Chitalpa tashkentensis"). */
  @Field(() => Boolean)
  @Column({ name: 'hybrid_genus', type: 'boolean', default: false })
  hybridGenus: boolean;

  /** A note after the name, such as "misapplied". */
  @Field(() => String, { nullable: true })
  @NullableText('qualifier')
  qualifier: string | null;

  /** The full display name ("Acer × freemanii 'Armstrong'"). */
  @Field(() => String)
  @Column({ name: 'name_concat', type: 'text' })
  nameConcat: string;
}
