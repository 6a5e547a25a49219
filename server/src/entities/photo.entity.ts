import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { NullableText } from './column-helpers';
import { Tree } from './tree.entity';

/** The licence of a photo nobody said otherwise about (editors' uploads before issue 23). */
export const ALL_RIGHTS_RESERVED = 'All rights reserved';

/** A tree photo (the export has none; editors upload them). `link` is relative to the photo base URL. */
@ObjectType('Photo', { description: 'A photo of a tree, with its credit and licence.' })
@Entity({ name: 'photos' })
@Index('photos_tree_id_sequence_idx', ['treeId', 'sequence'])
@Unique('photos_tree_id_source_url_key', ['treeId', 'sourceUrl'])
export class Photo {
  @Field(() => Int, { description: 'photo_link_id' })
  @PrimaryGeneratedColumn({ name: 'id', type: 'integer', primaryKeyConstraintName: 'photos_pkey' })
  id: number;

  @Field(() => Int, { description: 'The tree it shows.' })
  @Column({ name: 'tree_id', type: 'integer' })
  treeId: number;

  @ManyToOne(() => Tree, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tree_id', foreignKeyConstraintName: 'photos_tree_id_fkey' })
  tree?: Tree;

  @Field(() => String, {
    description: "The photo's file, relative to the site's photo base URL (`/photos/` by default).",
  })
  @Column({ name: 'link', type: 'text' })
  link: string;

  @Field(() => String, { description: 'Who took it (shown as the credit); null when not known.', nullable: true })
  @NullableText('credit')
  credit: string | null;

  /** The licence it is shown under ("CC BY-SA 4.0", "CC0 1.0" ...); editors' own uploads: all rights reserved. */
  @Field(() => String, {
    description: 'The licence it is shown under ("CC BY-SA 4.0"; "All rights reserved" for editors\' own uploads).',
  })
  @Column({ name: 'licence', type: 'text', default: ALL_RIGHTS_RESERVED })
  licence: string;

  /** Where an imported photo came from (its page on Wikimedia Commons); null for editors' uploads. */
  @Field(() => String, {
    description: "The page it came from (Wikimedia Commons) for an imported photo; null for editors' uploads.",
    nullable: true,
  })
  @NullableText('source_url')
  sourceUrl: string | null;

  @Field(() => Int, {
    description: "Display order among the tree's photos (lowest first; the first is the main photo).",
  })
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

  /** The responsive widths stored beside the original ({key}-{width}.webp); empty: link only. */
  @Field(() => [Int], {
    description: 'Pixel widths of the responsive WebP copies stored beside the original; empty when there are none.',
  })
  @Column({ name: 'widths', type: 'smallint', array: true, default: [] })
  widths: number[];

  /** What the photo shows ("bark", "leaf", "flower" ...). */
  @Field(() => String, {
    description: 'What the photo shows ("bark", "leaf", "flower" …); null when not said.',
    nullable: true,
  })
  @NullableText('attribute_name')
  attributeName: string | null;
}
