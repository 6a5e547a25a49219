import { Column } from 'typeorm';

/**
 * Small column shorthands for the catalogue entities: every column names its snake_case database
 * name and its type explicitly (a nullable union such as
 * `string | null` reflects as Object in the decorator metadata, and TypeORM cannot map that).
 */

export const NullableText = (name: string) => Column({ name, type: 'text', nullable: true });
export const NullableBoolean = (name: string) => Column({ name, type: 'boolean', nullable: true });
export const NullableSmallint = (name: string) => Column({ name, type: 'smallint', nullable: true });

/** A multi-valued trait: NOT NULL, empty array = no data. Exact-token queries use `@>` / `&&`. */
export const TextArray = (name: string) => Column({ name, type: 'text', array: true, default: [] });
export const SmallintArray = (name: string) => Column({ name, type: 'smallint', array: true, default: [] });
