import DataLoader from 'dataloader';
import { In, type DataSource } from 'typeorm';
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

export function createLoaders(db: DataSource): Loaders {
  return {
    treeById: new DataLoader(async (ids) => {
      const rows = await db.getRepository(Tree).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((tree) => [tree.id, tree]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    namesByTreeId: new DataLoader(async (ids) => {
      const rows = await db.getRepository(TreeName).find({
        where: { treeId: In([...ids]) },
        order: { kind: 'ASC', position: 'ASC', id: 'ASC' },
      });
      return groupBy(rows, (row) => row.treeId, ids);
    }),
    taxaByTreeId: new DataLoader(async (ids) => {
      const rows = await db.getRepository(Taxon).find({ where: { treeId: In([...ids]) }, order: { sequence: 'ASC' } });
      return groupBy(rows, (row) => row.treeId, ids);
    }),
    photosByTreeId: new DataLoader(async (ids) => {
      const rows = await db
        .getRepository(Photo)
        .find({ where: { treeId: In([...ids]) }, order: { sequence: 'ASC', id: 'ASC' } });
      return groupBy(rows, (row) => row.treeId, ids);
    }),
  };
}
