import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { NullableText } from './column-helpers';
import { Tree } from './tree.entity';

/**
 * A tree's scientific name split into its parts. Sequence 1 is the accepted (displayed) name; the
 * export's synonyms follow as 2, 3, ... (the detail page lists them with their name_concat).
 */
@ObjectType('Taxon', {
  description:
    'A scientific name of a tree split into its parts. Sequence 1 is the accepted (displayed) name, 2 and on are synonyms.',
})
@Entity({ name: 'taxa' })
@Unique('taxa_tree_id_sequence_key', ['treeId', 'sequence'])
@Check('taxa_sequence_check', 'sequence >= 1')
export class Taxon {
  @Field(() => Int, { description: 'taxon_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'taxa_pkey' })
  id: number;

  @Field(() => Int, { description: 'The tree this name belongs to.' })
  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'taxa_tree_id_fkey' })
  tree?: Tree;

  /** 1 = accepted name. */
  @Field(() => Int, { description: '1 for the accepted name; 2, 3 … for synonyms.' })
  @Column({ name: 'sequence', type: 'smallint' })
  sequence: number;

  @Field(() => String, { description: 'The genus; null when not given.', nullable: true })
  @NullableText('genus')
  genus: string | null;

  @Field(() => String, { description: 'The species epithet; null when not given.', nullable: true })
  @NullableText('species')
  species: string | null;

  /** Second parent of an interspecific hybrid ("Citrus reticulata × maxima"). */
  @Field(() => String, {
    description: 'Second parent of an interspecific hybrid ("maxima" in "Citrus reticulata × maxima"); null when none.',
    nullable: true,
  })
  @NullableText('hybrid_alt_species')
  hybridAltSpecies: string | null;

  @Field(() => String, { description: 'The subspecies; null when none.', nullable: true })
  @NullableText('subspecies')
  subspecies: string | null;

  @Field(() => String, { description: 'The variety; null when none.', nullable: true })
  @NullableText('variety')
  variety: string | null;

  /** forma ("Plumeria rubra f. acutifolia"). */
  @Field(() => String, {
    description: 'The forma ("acutifolia" in "Plumeria rubra f. acutifolia"); null when none.',
    nullable: true,
  })
  @NullableText('forma')
  forma: string | null;

  @Field(() => String, { description: 'The cultivar, without quotes; null when none.', nullable: true })
  @NullableText('cultivar')
  cultivar: string | null;

  @Field(() => Boolean, { description: 'True for a hybrid (× between genus and species).' })
  @Column({ name: 'hybrid_x', type: 'boolean', default: false })
  hybridX: boolean;

  /** The × stands before the genus: an intergeneric hybrid ("× Chitalpa tashkentensis"). */
  @Field(() => Boolean, {
    description: 'True for an intergeneric hybrid (× before the genus: "× Chitalpa tashkentensis").',
  })
  @Column({ name: 'hybrid_genus', type: 'boolean', default: false })
  hybridGenus: boolean;

  /** A note after the name, such as "misapplied". */
  @Field(() => String, { description: 'A note after the name, such as "misapplied"; null when none.', nullable: true })
  @NullableText('qualifier')
  qualifier: string | null;

  /** The full display name ("Acer × freemanii 'Armstrong'"). */
  @Field(() => String, { description: 'The full name as displayed ("Acer × freemanii \'Armstrong\'").' })
  @Column({ name: 'name_concat', type: 'text' })
  nameConcat: string;
}
