import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tree lists: lists (curated lists, saved searches, inventories), the trees on them with a position
 * and a note, their members (collaborators and followers; the owner is the list's Admin), and the
 * users' ban flag. Deleting a user deletes the lists they own and their memberships; deleting a
 * tree takes it off every list (ON DELETE CASCADE), so nothing dangles.
 * Hand-written; the migrations-match-entities test holds it to server/src/entities.
 */
export class Lists1795600000000 implements MigrationInterface {
  name = 'Lists1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "banned" boolean NOT NULL DEFAULT false`);

    await queryRunner.query(`
      CREATE TABLE "lists" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "description" text NOT NULL,
        "type" text NOT NULL,
        "categories" text array NOT NULL DEFAULT '{}',
        "regions" text array NOT NULL DEFAULT '{}',
        "keywords" text array NOT NULL DEFAULT '{}',
        "is_public" boolean NOT NULL DEFAULT false,
        "viewable_from_link" boolean NOT NULL DEFAULT false,
        "query_data" text,
        "owner_id" integer NOT NULL,
        "banned" boolean NOT NULL DEFAULT false,
        "version" integer NOT NULL DEFAULT '1',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "lists_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "lists_type_check" CHECK (type IN ('Curated List', 'Saved Search', 'Inventory')),
        CONSTRAINT "lists_name_check" CHECK (name <> '')
      )`);
    await queryRunner.query(
      `ALTER TABLE "lists" ADD CONSTRAINT "lists_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "lists_owner_id_idx" ON "lists" ("owner_id")`);
    await queryRunner.query(
      `CREATE INDEX "lists_public_updated_idx" ON "lists" ("updated_at") WHERE is_public AND NOT banned`,
    );

    await queryRunner.query(`
      CREATE TABLE "list_trees" (
        "list_id" integer NOT NULL,
        "tree_id" integer NOT NULL,
        "position" integer NOT NULL,
        "note" text,
        "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "list_trees_pkey" PRIMARY KEY ("list_id", "tree_id")
      )`);
    await queryRunner.query(
      `ALTER TABLE "list_trees" ADD CONSTRAINT "list_trees_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "list_trees" ADD CONSTRAINT "list_trees_tree_id_fkey" FOREIGN KEY ("tree_id") REFERENCES "trees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "list_trees_tree_id_idx" ON "list_trees" ("tree_id")`);

    await queryRunner.query(`
      CREATE TABLE "list_members" (
        "list_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "role" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "list_members_pkey" PRIMARY KEY ("list_id", "user_id"),
        CONSTRAINT "list_members_role_check" CHECK (role IN ('Collaborator', 'Follower'))
      )`);
    await queryRunner.query(
      `ALTER TABLE "list_members" ADD CONSTRAINT "list_members_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "list_members" ADD CONSTRAINT "list_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "list_members_user_id_idx" ON "list_members" ("user_id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "list_members"`);
    await queryRunner.query(`DROP TABLE "list_trees"`);
    await queryRunner.query(`DROP TABLE "lists"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "banned"`);
  }
}
