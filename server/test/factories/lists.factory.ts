import type { DataSource } from 'typeorm';
import { ListMember, TreeList, type ListMemberRole } from '../../src/entities';

/** Inserts a list (a public curated list in California unless told otherwise). */
export async function createList(
  db: DataSource,
  ownerId: number,
  overrides: Partial<TreeList> = {},
): Promise<TreeList> {
  const repository = db.getRepository(TreeList);
  return repository.save(
    repository.create({
      name: 'Street Trees',
      description: 'Trees for our streets.',
      type: 'Curated List',
      categories: ['Official City'],
      regions: ['Inland Valleys'],
      keywords: [],
      isPublic: true,
      viewableFromLink: false,
      ownerId,
      ...overrides,
    }),
  );
}

export async function addMember(db: DataSource, listId: number, userId: number, role: ListMemberRole): Promise<void> {
  await db.getRepository(ListMember).insert({ listId, userId, role });
}

export async function addListTrees(db: DataSource, listId: number, treeIds: number[]): Promise<void> {
  await db.query(
    `INSERT INTO list_trees (list_id, tree_id, position) SELECT $1, id, o FROM unnest($2::int[]) WITH ORDINALITY AS t(id, o)`,
    [listId, treeIds],
  );
}

/** Row counts and a digest of the list tables: a refused call must change neither. */
export async function listTableState(db: DataSource): Promise<Record<string, string>> {
  const [row] = await db.query(`SELECT
    (SELECT count(*) FROM lists) AS lists,
    (SELECT count(*) FROM list_trees) AS list_trees,
    (SELECT count(*) FROM list_members) AS list_members,
    (SELECT md5(coalesce(string_agg(concat_ws('|', id, name, description, type, categories, regions, keywords,
       is_public, viewable_from_link, query_data, site_query, owner_id, banned, version, updated_at), ',' ORDER BY id), '')) FROM lists) AS lists_digest,
    (SELECT md5(coalesce(string_agg(concat_ws('|', list_id, tree_id, position, note, quantity, version), ',' ORDER BY list_id, tree_id), '')) FROM list_trees) AS trees_digest,
    (SELECT md5(coalesce(string_agg(concat_ws('|', list_id, email, token_hash, expires_at, accepted_at), ',' ORDER BY id), '')) FROM list_invitations) AS invitations_digest,
    (SELECT md5(coalesce(string_agg(concat_ws('|', list_id, user_id, role), ',' ORDER BY list_id, user_id), '')) FROM list_members) AS members_digest,
    (SELECT md5(coalesce(string_agg(concat_ws('|', id, banned), ',' ORDER BY id), '')) FROM users) AS users_digest`);
  return row;
}
