import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stable slugs (issue 26.5): every tree has a URL name made from its scientific name
 * (`quercus-agrifolia`, `acer-palmatum-bloodgood`), kept by the database so that every write path
 * (editing, import, upload, tests' SQL) gets the same one and no second copy of the rule exists:
 * - `tree_slug_base(name)`: lower case, the hybrid sign and quotes dropped, Latin accents folded,
 *   each run of other characters one hyphen, none at either end (`tree` if nothing is left);
 * - `trees.slug` (unique) is set before a tree is inserted or its scientific name changes: the base,
 *   or base-{id} when another tree holds the base now or held it before. An advisory lock (one of 16, by the base's
 *   hash) makes two trees of one name, written at once, wait for each other instead of one failing,
 *   and keeps a bulk import's locks to 16 (one per row ran out of lock memory at 100,000 rows);
 * - `tree_slugs` keeps every slug a tree ever had, so an old link finds the tree after a rename
 *   (the web answers it with a permanent redirect to the current slug). Deleting a tree deletes them.
 * Hand-written; the entity declares the column and index, the app never writes the column.
 */
export class TreeSlugs1796500000000 implements MigrationInterface {
  name = 'TreeSlugs1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION tree_slug_base(name text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(nullif(trim(BOTH '-' FROM regexp_replace(
          translate(lower(name), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ×''"‘’“”',
                                 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy'),
          '[^a-z0-9]+', '-', 'g')), ''), 'tree')
      $$`);
    await queryRunner.query(`ALTER TABLE "trees" ADD "slug" text`);
    await queryRunner.query(`
      CREATE TABLE "tree_slugs" (
        "slug" text NOT NULL,
        "tree_id" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "tree_slugs_pkey" PRIMARY KEY ("slug"),
        CONSTRAINT "tree_slugs_tree_id_fkey" FOREIGN KEY ("tree_id") REFERENCES "trees"("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "tree_slugs_tree_id_idx" ON "tree_slugs" ("tree_id")`);
    await queryRunner.query(`
      CREATE FUNCTION set_tree_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE base text := tree_slug_base(NEW.scientific_name);
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.scientific_name IS NOT DISTINCT FROM OLD.scientific_name AND NEW.slug IS NOT NULL THEN
          RETURN NEW;
        END IF;
        -- One of 16 locks by the name's hash: a transaction writing many trees (an import of 100,000)
        -- holds at most 16, and two trees of one name always meet on the same one.
        PERFORM pg_advisory_xact_lock(1796500000, hashtext(base) & 15);
        IF EXISTS (SELECT 1 FROM trees WHERE slug = base AND id <> NEW.id)
           OR EXISTS (SELECT 1 FROM tree_slugs WHERE slug = base AND tree_id <> NEW.id) THEN
          base := base || '-' || NEW.id;
        END IF;
        NEW.slug := base;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "trees_set_slug" BEFORE INSERT OR UPDATE OF scientific_name ON "trees" FOR EACH ROW EXECUTE FUNCTION set_tree_slug()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION keep_tree_slug() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO tree_slugs (slug, tree_id) VALUES (NEW.slug, NEW.id) ON CONFLICT (slug) DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "trees_keep_slug" AFTER INSERT OR UPDATE OF slug ON "trees" FOR EACH ROW EXECUTE FUNCTION keep_tree_slug()`,
    );
    // The trees there are now, in id order: the first of a name gets the base.
    await queryRunner.query(`
      WITH named AS (
        SELECT id, tree_slug_base(scientific_name) AS base,
               row_number() OVER (PARTITION BY tree_slug_base(scientific_name) ORDER BY id) AS nth
        FROM trees
      )
      UPDATE trees t SET slug = CASE WHEN named.nth = 1 THEN named.base ELSE named.base || '-' || named.id END
      FROM named WHERE named.id = t.id`);
    await queryRunner.query(`ALTER TABLE "trees" ALTER COLUMN "slug" SET NOT NULL`);
    await queryRunner.query(`CREATE UNIQUE INDEX "trees_slug_key" ON "trees" ("slug")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "trees_keep_slug" ON "trees"`);
    await queryRunner.query(`DROP TRIGGER "trees_set_slug" ON "trees"`);
    await queryRunner.query(`DROP FUNCTION keep_tree_slug()`);
    await queryRunner.query(`DROP FUNCTION set_tree_slug()`);
    await queryRunner.query(`DROP TABLE "tree_slugs"`);
    await queryRunner.query(`DROP INDEX "trees_slug_key"`);
    await queryRunner.query(`ALTER TABLE "trees" DROP COLUMN "slug"`);
    await queryRunner.query(`DROP FUNCTION tree_slug_base(text)`);
  }
}
