import DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';
import { keyedReader, type KeyedReader } from '../db/keyed-reader';
import { Photo, Taxon, Tree, TreeName } from '../entities';

/** Fresh per request: every relation a field resolver or presenter reads goes through one of these,
 * so a page of N trees costs one query per relation, not N. */
export interface Loaders {
  treeById: DataLoader<number, Tree | null>;
  namesByTreeId: DataLoader<number, TreeName[]>;
  taxaByTreeId: DataLoader<number, Taxon[]>;
  photosByTreeId: DataLoader<number, Photo[]>;
}

function groupBy<T>(rows: T[], key: (row: T) => number, ids: readonly number[]): T[][] {
  const groups = new Map<number, T[]>(ids.map((id) => [id, []]));
  for (const row of rows) groups.get(key(row))?.push(row);
  return ids.map((id) => groups.get(id) ?? []);
}

/** The loaders' reads, their SQL made once per DataSource (db/keyed-reader.ts). */
export interface Readers {
  trees: KeyedReader<Tree>;
  names: KeyedReader<TreeName>;
  taxa: KeyedReader<Taxon>;
  photos: KeyedReader<Photo>;
}
const readersByDb = new WeakMap<DataSource, Readers>();

/** The loaders' reads of a DataSource (also for a transaction that reads a tree's relations, tree-change.ts). */
export function readersOf(db: DataSource): Readers {
  let readers = readersByDb.get(db);
  if (!readers) {
    readers = {
      trees: keyedReader(db, Tree, 'id'),
      names: keyedReader(db, TreeName, 'treeId', [
        ['kind', 'ASC'],
        ['position', 'ASC'],
        ['id', 'ASC'],
      ]),
      taxa: keyedReader(db, Taxon, 'treeId', [['sequence', 'ASC']]),
      photos: keyedReader(db, Photo, 'treeId', [
        ['sequence', 'ASC'],
        ['id', 'ASC'],
      ]),
    };
    readersByDb.set(db, readers);
  }
  return readers;
}

/** A statement runner (a transaction's QueryRunner, EntityManager or a DataSource). */
export type Query = { query(sql: string, parameters?: unknown[]): Promise<unknown> };

/**
 * Loaders whose reads run on `on` (a transaction: the offline bundle reads every tree in one
 * snapshot, services/offline/catalogue-bundle.service.ts) instead of the pool: the same SQL,
 * its keys written in, and the same hydration.
 */
export function loadersOn(db: DataSource, on: Query): Loaders {
  const readers = readersOf(db);
  const through = <T extends object>(reader: KeyedReader<T>) =>
    Object.assign(
      async (keys: readonly number[]) =>
        reader.hydrate((await on.query(reader.inline(keys))) as Record<string, unknown>[]),
      { inline: reader.inline, hydrate: reader.hydrate },
    );
  return loadersOf({
    trees: through(readers.trees),
    names: through(readers.names),
    taxa: through(readers.taxa),
    photos: through(readers.photos),
  });
}

export function createLoaders(db: DataSource): Loaders {
  return loadersOf(readersOf(db));
}

function loadersOf(read: Readers): Loaders {
  return {
    treeById: new DataLoader(async (ids) => {
      const byId = new Map((await read.trees(ids)).map((tree) => [tree.id, tree]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    namesByTreeId: new DataLoader(async (ids) => groupBy(await read.names(ids), (row) => row.treeId, ids)),
    taxaByTreeId: new DataLoader(async (ids) => groupBy(await read.taxa(ids), (row) => row.treeId, ids)),
    photosByTreeId: new DataLoader(async (ids) => groupBy(await read.photos(ids), (row) => row.treeId, ids)),
  };
}
