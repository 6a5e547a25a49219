import { Field, Int, ObjectType } from 'type-graphql';
import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';
import { User } from './user.entity';

/** A glossary term; the definition is sanitised rich text. One entry per term, whatever its case. */
@ObjectType('GlossaryEntry', {
  description: 'A term of the glossary with its definition and photos. Anyone reads it; editors change it.',
})
@Entity({ name: 'glossary_entries' })
@Unique('glossary_entries_term_key', ['term'])
@Check('glossary_entries_spanish_pair', `("term_es" IS NULL) = ("definition_es" IS NULL)`)
@Index('glossary_entries_term_lower_key', { synchronize: false })
export class GlossaryEntry {
  @Field(() => Int, { description: 'glossary_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'glossary_entries_pkey' })
  id: number;

  @Field(() => String, { description: 'The term (one entry per term, whatever its case).' })
  @Column({ name: 'term', type: 'text' })
  term: string;

  @Field(() => String, { description: 'Sanitised HTML.' })
  @Column({ name: 'definition', type: 'text' })
  definition: string;

  @Field(() => String, {
    nullable: true,
    description: 'The term in Spanish (issue 28); null when the entry has no Spanish text (shown in English).',
  })
  @Column({ name: 'term_es', type: 'text', nullable: true })
  termEs: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The definition in Spanish, sanitised HTML; given and cleared together with termEs.',
  })
  @Column({ name: 'definition_es', type: 'text', nullable: true })
  definitionEs: string | null;

  /** Bumped by every save; a save based on an older version is refused (two editors, one entry). */
  @Field(() => Int, { description: "The entry's version, raised by every save; send it with an update." })
  @Column({ name: 'version', type: 'integer', default: 1 })
  version: number;

  /** Who saved last (named when a stale save is refused). */
  @Column({ name: 'updated_by', type: 'integer', nullable: true })
  updatedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'updated_by', foreignKeyConstraintName: 'glossary_entries_updated_by_fkey' })
  updatedByUser?: User | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
