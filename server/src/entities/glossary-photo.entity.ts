import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { NullableText } from './column-helpers';
import { GlossaryEntry } from './glossary-entry.entity';

/** A photo illustrating a glossary entry (uploaded as JPEG or PNG; stored like tree photos). */
@ObjectType('GlossaryPhoto', { description: 'A photo illustrating a glossary entry.' })
@Entity({ name: 'glossary_photos' })
@Index('glossary_photos_entry_id_sequence_idx', ['entryId', 'sequence'])
export class GlossaryPhoto {
  @Field(() => Int, { description: 'glossary_photo_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'glossary_photos_pkey' })
  id: number;

  @Field(() => Int, { description: 'The entry it illustrates.' })
  @Column({ name: 'entry_id', type: 'integer' })
  entryId: number;

  @ManyToOne(() => GlossaryEntry, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'entry_id', foreignKeyConstraintName: 'glossary_photos_entry_id_fkey' })
  entry?: GlossaryEntry;

  @Field(() => String, { description: "The photo's file, relative to the site's photo base URL (the legacy name)." })
  @Column({ name: 's3_link', type: 'text' })
  s3Link: string;

  @Field(() => String, { description: 'Its caption; null when none.', nullable: true })
  @NullableText('definition_text')
  definitionText: string | null;

  @Field(() => Int, { description: 'Display order within the entry (lowest first).' })
  @Column({ name: 'sequence', type: 'smallint', default: 0 })
  sequence: number;

  /** The stored object's key (photos uploaded here); null for a link kept from elsewhere. */
  @NullableText('storage_key')
  storageKey: string | null;

  @Field(() => Int, { nullable: true, description: 'pixels, after EXIF rotation' })
  @Column({ name: 'width', type: 'integer', nullable: true })
  width: number | null;

  @Field(() => Int, { nullable: true, description: 'pixels, after EXIF rotation' })
  @Column({ name: 'height', type: 'integer', nullable: true })
  height: number | null;

  /** The responsive widths stored beside the JPEG ({key}-{width}.webp); empty: link only. */
  @Field(() => [Int], { description: 'Pixel widths of the responsive WebP copies stored beside it; empty when none.' })
  @Column({ name: 'widths', type: 'smallint', array: true, default: [] })
  widths: number[];
}
