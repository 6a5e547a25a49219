import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A glossary term; the definition is sanitised rich text. */
@ObjectType('GlossaryEntry')
@Entity({ name: 'glossary_entries' })
@Unique('glossary_entries_term_key', ['term'])
export class GlossaryEntry {
  @Field(() => Int, { description: 'glossary_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'glossary_entries_pkey' })
  id: number;

  @Field(() => String)
  @Column({ name: 'term', type: 'text' })
  term: string;

  @Field(() => String, { description: 'Sanitised HTML.' })
  @Column({ name: 'definition', type: 'text' })
  definition: string;
}
