import { safeRichText } from '../import/rich-text';
import { Column } from 'typeorm';

/**
 * Small column shorthands for the catalogue entities: every column names its snake_case database
 * name and its type explicitly (a nullable union such as
 * `string | null` reflects as Object in the decorator metadata, and TypeORM cannot map that).
 */

export const NullableText = (name: string) => Column({ name, type: 'text', nullable: true });
/**
 * Rich text (HTML): sanitised on save by the services, and held on every read however the row is
 * read (TypeORM or db/keyed-reader.ts, both apply the transformer): safeRichText passes stored text
 * after one scan and sanitises a value written past the services.
 */
export const RichText = (name: string) =>
  Column({
    name,
    type: 'text',
    nullable: true,
    transformer: { to: (value: string | null) => value, from: (value: string | null) => safeRichText(value) },
  });
export const NullableBoolean = (name: string) => Column({ name, type: 'boolean', nullable: true });
export const NullableSmallint = (name: string) => Column({ name, type: 'smallint', nullable: true });

/** A multi-valued trait: NOT NULL, empty array = no data. Exact-token queries use `@>` / `&&`. */
export const TextArray = (name: string) => Column({ name, type: 'text', array: true, default: [] });
export const SmallintArray = (name: string) => Column({ name, type: 'smallint', array: true, default: [] });
