import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { NullableText } from './column-helpers';

/** A quote shown on the home page; only active ones are served. */
@ObjectType('FeaturedQuote', { description: 'A quotation about trees shown on the home page, one a day.' })
@Entity({ name: 'featured_quotes' })
export class FeaturedQuote {
  @Field(() => Int, { description: "The quote's id." })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'featured_quotes_pkey' })
  id: number;

  @Field(() => String, { description: 'The quotation.' })
  @Column({ name: 'quote', type: 'text' })
  quote: string;

  @Field(() => String, { description: 'Who said it; null when unknown.', nullable: true })
  @NullableText('author')
  author: string | null;

  @Column({ name: 'active', type: 'boolean', default: true })
  active: boolean;
}
