import { Field, Float, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryColumn } from 'typeorm';
import { NullableText } from './column-helpers';

/**
 * USDA hardiness zone per ZIP code (California and Hawaii, PRISM 2012 map data), for the
 * "zones for my ZIP code" search filter. The zone keeps its half ("10b"); the tree column holds
 * whole zones, so a lookup compares the leading number.
 */
@ObjectType('ZipCode')
@Entity({ name: 'zip_codes' })
@Check('zip_codes_zip_check', `zip ~ '^[0-9]{5}$'`)
@Check('zip_codes_usda_zone_check', `usda_zone ~ '^([1-9]|1[0-3])[ab]?$'`)
export class ZipCode {
  @Field(() => String)
  @PrimaryColumn({ name: 'zip', type: 'char', length: 5, primaryKeyConstraintName: 'zip_codes_pkey' })
  zip: string;

  @Field(() => String)
  @Column({ name: 'state', type: 'char', length: 2 })
  state: string;

  @Field(() => String, { nullable: true })
  @NullableText('city')
  city: string | null;

  @Field(() => String, { description: 'e.g. "10b"' })
  @Column({ name: 'usda_zone', type: 'text' })
  usdaZone: string;

  /** numeric comes back from pg as a string; the transformer makes it a number. */
  @Field(() => Float, { nullable: true })
  @Column({
    name: 'latitude',
    type: 'numeric',
    precision: 8,
    scale: 5,
    nullable: true,
    transformer: numericTransformer(),
  })
  latitude: number | null;

  @Field(() => Float, { nullable: true })
  @Column({
    name: 'longitude',
    type: 'numeric',
    precision: 8,
    scale: 5,
    nullable: true,
    transformer: numericTransformer(),
  })
  longitude: number | null;
}

function numericTransformer() {
  return {
    to: (value: number | null | undefined) => value,
    from: (value: string | null) => (value === null ? null : Number(value)),
  };
}
