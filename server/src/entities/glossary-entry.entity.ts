import { Field, Int, ObjectType } from 'type-graphql';
import {
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
