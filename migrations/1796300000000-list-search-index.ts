import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * List search by index (issue 24): words, regions and categories answered without scanning the
 * lists. The searched text (name, description, keywords joined by spaces, as list search always
 * matched it) is kept in lists.search_text by a trigger on every insert and update, so a trigram
 * GIN index holds it and `ILIKE '%word%'` uses it (its recheck reads the column: no function per
 * row); regions and categories get GIN indexes for `&&`; all are partial on public lists (the only
 * ones list search shows), without GIN's pending list (fastupdate off: lists are written far less
 * often than searched, and a list just written is found through the index at once, without the
 * planner costing a pending list it has not flushed). The page's order (most recently updated first, then id) gets its own
 * partial index, covering owner and ban, so a count and a broad page walk it alone.
 * A list's trees in position order (keyset pages) get (list_id, position, tree_id).
 * Hand-written; the entities declare these indexes with synchronize: false.
 */
export class ListSearchIndex1796300000000 implements MigrationInterface {
  name = 'ListSearchIndex1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lists" ADD "search_text" text`);
    await queryRunner.query(`
      CREATE FUNCTION lists_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_text := NEW.name || ' ' || NEW.description || ' ' || array_to_string(NEW.keywords, ' ');
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "lists_search_text" BEFORE INSERT OR UPDATE ON "lists" FOR EACH ROW EXECUTE FUNCTION lists_search_text()`,
    );
    await queryRunner.query(
      `UPDATE "lists" SET search_text = name || ' ' || description || ' ' || array_to_string(keywords, ' ')`,
    );
    await queryRunner.query(
      `CREATE INDEX "lists_search_text_trgm_idx" ON "lists" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate = off) WHERE is_public`,
    );
    await queryRunner.query(
      `CREATE INDEX "lists_regions_idx" ON "lists" USING gin ("regions") WITH (fastupdate = off) WHERE is_public`,
    );
    await queryRunner.query(
      `CREATE INDEX "lists_categories_idx" ON "lists" USING gin ("categories") WITH (fastupdate = off) WHERE is_public`,
    );
    await queryRunner.query(
      `CREATE INDEX "lists_public_order_idx" ON "lists" ("updated_at" DESC, "id" DESC) INCLUDE ("owner_id", "banned") WHERE is_public`,
    );
    await queryRunner.query(
      `CREATE INDEX "list_trees_position_idx" ON "list_trees" ("list_id", "position", "tree_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "list_trees_position_idx"`);
    await queryRunner.query(`DROP INDEX "lists_public_order_idx"`);
    await queryRunner.query(`DROP INDEX "lists_categories_idx"`);
    await queryRunner.query(`DROP INDEX "lists_regions_idx"`);
    await queryRunner.query(`DROP INDEX "lists_search_text_trgm_idx"`);
    await queryRunner.query(`DROP TRIGGER "lists_search_text" ON "lists"`);
    await queryRunner.query(`DROP FUNCTION lists_search_text()`);
    await queryRunner.query(`ALTER TABLE "lists" DROP COLUMN "search_text"`);
  }
}
