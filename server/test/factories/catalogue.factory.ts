import type { DataSource } from 'typeorm';
import { toSearchKey, TreeNameKind, TreeNameSource } from '@selectree/rules';
import { FeaturedQuote, Photo, Taxon, Tree, TreeName } from '../../src/entities';

let nextId = 1000;

/** Inserts a published tree with sensible defaults; override any column. */
export async function createTree(db: DataSource, overrides: Partial<Tree> = {}): Promise<Tree> {
  const id = overrides.id ?? nextId++;
  const scientificName = overrides.scientificName ?? `Testus arboreus${id}`;
  const tree = db.getRepository(Tree).create({
    id,
    published: true,
    pacificIsland: false,
    scientificName,
    scientificSearchKey: toSearchKey(scientificName),
    commonName: `Test Tree ${id}`,
    family: 'Testaceae',
    memo: '<p>A tree made for a test.</p>',
    ...overrides,
  });
  await db.getRepository(Tree).insert(tree);
  const [genus, species] = scientificName.split(' ');
  await db.getRepository(Taxon).insert({ treeId: id, sequence: 1, genus, species, nameConcat: scientificName });
  if (tree.commonName) await addName(db, id, TreeNameKind.CommonPrimary, tree.commonName);
  return tree;
}

export async function addName(
  db: DataSource,
  treeId: number,
  kind: TreeNameKind,
  name: string,
  position = 0,
): Promise<void> {
  await db
    .getRepository(TreeName)
    .insert({ treeId, kind, name, position, source: TreeNameSource.Export, searchKey: toSearchKey(name) });
}

export async function addSynonym(db: DataSource, treeId: number, nameConcat: string, sequence = 2): Promise<void> {
  const [genus, species] = nameConcat.split(' ');
  await db.getRepository(Taxon).insert({ treeId, sequence, genus, species, nameConcat });
  await addName(db, treeId, TreeNameKind.Synonym, nameConcat, sequence - 2);
}

export async function addPhoto(db: DataSource, treeId: number, overrides: Partial<Photo> = {}): Promise<Photo> {
  const photo = db.getRepository(Photo).create({
    treeId,
    link: `trees/${treeId}/leaf.jpg`,
    credit: 'A. Photographer',
    sequence: 1,
    attributeName: 'leaf',
    ...overrides,
  });
  return db.getRepository(Photo).save(photo);
}

export async function createQuote(
  db: DataSource,
  quote = 'The best time to plant a tree was twenty years ago.',
  author = 'Proverb',
): Promise<FeaturedQuote> {
  return db.getRepository(FeaturedQuote).save({ quote, author, active: true });
}

/**
 * Rich text written past the services (straight to the table, as a tampered row would hold it), and
 * what must leave the server for it (import/rich-text.ts, safeRichText).
 */
export const TAMPERED_RICH_TEXT = {
  stored: {
    memo: '<p onclick="x()">Hi<script>alert(1)</script></p><img src=x onerror=alert(1)>',
    ethnobotanicalInfo: '<iframe src="//evil"></iframe><p>Used for <em>baskets</em>.</p>',
    invasiveText: '<p>Stored <strong>clean</strong>.</p>',
    schoolyardUseNotes: '<a href="javascript:alert(1)">x</a>',
  },
  served: {
    memo: '<p>Hi</p>',
    ethnobotanicalInfo: '<p>Used for <em>baskets</em>.</p>',
    invasiveText: '<p>Stored <strong>clean</strong>.</p>',
    schoolyardUseNotes: '<a>x</a>',
  },
};
