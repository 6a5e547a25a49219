import type { EntityManager } from 'typeorm';
import { ListTree, TreeList, User } from '../entities';

/**
 * The demo catalogue's one list (issue 26.3): public, so the list-detail example of /api/docs
 * (`GET /api/list/900001`, rest/openapi/common.ts DEMO_EXAMPLES) answers anyone with real trees.
 * Its id is fixed, like the demo trees' (900001…): a database's own lists count up from 1, far below.
 */
export const DEMO_LIST = {
  id: 900001,
  name: 'Oaks of California',
  description:
    "The demo catalogue's five native oaks, from the coast to the foothills: a public list to read through the API (GET /api/list/900001).",
  treeIds: [900001, 900002, 900003, 900004, 900005],
} as const;

/**
 * Who owns the demo list: an account that cannot sign in (no password, not verified; a reset link
 * would go to an example.org-style address nobody reads). Demo accounts (DEMO_ACCOUNTS) are still
 * made beside it: seedDemoAccountsIfNone does not count it.
 */
export const DEMO_LIST_OWNER_EMAIL = 'demo-lists@selectree.example';

const NOTES: Record<number, string> = {
  900001: 'Evergreen; coastal valleys and foothills.',
  900002: 'The largest North American oak; valley floors.',
  900003: 'Drought-deciduous; hot, dry foothills.',
  900004: 'Southern California; rare in the wild.',
  900005: 'Deciduous; mountains, with red fall colour.',
};

/**
 * Creates the demo list and its owner when the list is not there (in the demo seed's transaction,
 * after the demo trees). Only the demo trees present are put on it. Returns whether it was made.
 */
export async function seedDemoList(manager: EntityManager): Promise<boolean> {
  if (await manager.getRepository(TreeList).existsBy({ id: DEMO_LIST.id })) return false;
  const users = manager.getRepository(User);
  const owner =
    (await users.findOneBy({ email: DEMO_LIST_OWNER_EMAIL })) ??
    (await users.save(
      users.create({ email: DEMO_LIST_OWNER_EMAIL, firstName: 'SelecTree', lastName: 'Demo', passwordHash: null }),
    ));
  // By SQL: the repository leaves a generated id to the sequence, and this one is fixed.
  await manager.query(
    `INSERT INTO lists (id, name, description, type, categories, regions, keywords, is_public, viewable_from_link, owner_id)
     VALUES ($1, $2, $3, 'Curated List', $4, $5, $6, true, false, $7)`,
    [
      DEMO_LIST.id,
      DEMO_LIST.name,
      DEMO_LIST.description,
      ['General'],
      ['All of California'],
      ['oaks', 'natives'],
      owner.id,
    ],
  );
  const present: { id: number }[] = await manager.query(`SELECT id FROM trees WHERE id = ANY($1) ORDER BY id`, [
    [...DEMO_LIST.treeIds],
  ]);
  await manager.getRepository(ListTree).insert(
    present.map(({ id }, index) => ({
      listId: DEMO_LIST.id,
      treeId: id,
      position: index + 1,
      note: NOTES[id] ?? null,
    })),
  );
  return true;
}
