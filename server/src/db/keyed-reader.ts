import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { poolQuery } from './data-source';

/** Reads whole entities whose key column is one of the given values (a loader's batch). */
export type KeyedReader<T> = ((keys: readonly number[]) => Promise<T[]>) & {
  /**
   * The same read as one statement without parameters (the keys, integers, written into it), for a
   * message of several statements (db/short-transaction.ts); `hydrate` makes its rows entities.
   */
  inline(keys: readonly number[]): string;
  hydrate(rows: Record<string, unknown>[]): T[];
};

/**
 * A read of whole entities by one key column (`key = ANY($1)`), for the hot per-request loaders
 * (loaders/create-loaders.ts). The same rows, in the same order, hydrated by the same TypeORM
 * conversions (`driver.prepareHydratedValue`, `column.setEntityValue`) as `repository.find({ where:
 * { key: In(keys) }, order })`, but the SQL text and the column aliases are made once per
 * DataSource instead of a query builder per call (at a tree detail read, building four finds was
 * most of TypeORM's cost: the select list and a property-name rewrite per column of the 80-column
 * trees table). It runs on the DataSource's pool without a QueryRunner per read, logged and
 * counted as TypeORM's own queries (poolQuery in data-source.ts); a read is never part of a
 * transaction. Only plain columns (no embedded, inheritance or eager
 * relations): checked when built; so each value is set as a property, as setEntityValue sets a
 * column that is neither embedded nor virtual.
 */
export function keyedReader<T extends ObjectLiteral>(
  db: DataSource,
  target: EntityTarget<T>,
  key: string,
  order: [string, 'ASC' | 'DESC'][] = [],
): KeyedReader<T> {
  const metadata = db.getMetadata(target);
  if (metadata.embeddeds.length || metadata.childEntityMetadatas.length || metadata.eagerRelations.length)
    throw new Error(`keyedReader: ${metadata.name} has embedded columns, inheritance or eager relations`);
  const column = (property: string): ColumnMetadata => {
    const found = metadata.findColumnWithPropertyPath(property);
    if (!found) throw new Error(`keyedReader: ${metadata.name} has no column ${property}`);
    return found;
  };
  const escape = (name: string) => db.driver.escape(name);
  const columns = metadata.columns.filter((c) => !c.isVirtual && c.isSelect);
  const properties = columns.map((c) => c.propertyName);
  const aliases = columns.map((_, index) => `c${index}`);
  const select = columns.map((c, index) => `t.${escape(c.databaseName)} AS ${aliases[index]}`).join(', ');
  const orderBy = order.length
    ? ` ORDER BY ${order.map(([property, direction]) => `t.${escape(column(property).databaseName)} ${direction}`).join(', ')}`
    : '';
  const table = metadata.schema
    ? `${escape(metadata.schema)}.${escape(metadata.tableName)}`
    : escape(metadata.tableName);
  const sql = `SELECT ${select} FROM ${table} t WHERE t.${escape(column(key).databaseName)} = ANY($1)${orderBy}`;
  const driver = db.driver;

  const hydrate = (rows: Record<string, unknown>[]) =>
    rows.map((row) => {
      const entity = metadata.create(undefined, { fromDeserializer: true }) as Record<string, unknown>;
      for (let index = 0; index < columns.length; index += 1) {
        const value = row[aliases[index]];
        if (value !== undefined) entity[properties[index]] = driver.prepareHydratedValue(value, columns[index]);
      }
      return entity as T;
    });
  const read = async (keys: readonly number[]) =>
    hydrate(await poolQuery<Record<string, unknown>>(db, { text: sql, values: [[...keys]] }));
  const inline = (keys: readonly number[]) => {
    if (!keys.every((k) => Number.isSafeInteger(k))) throw new Error('keyedReader: inline keys must be integers');
    return sql.replace('ANY($1)', `ANY('{${keys.join(',')}}'::integer[])`);
  };
  return Object.assign(read, { inline, hydrate });
}
