import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Catalogue editing:
 * - trees.version (bumped by every save: a save based on an older version is refused) and
 *   trees.updated_by (who saved last, named in that refusal);
 * - tree_edits: the edit history, one row per changed field of a tree, its names, taxa or photos,
 *   written in the same transaction as the change. No foreign key to trees: the history of a deleted
 *   tree stays readable (the delete is its last row);
 * - photos: the stored object's key, its pixel size and the responsive widths made from it;
 * - photo_uploads: single-use upload grants (a signed URL is good for one file, once, until it expires);
 * - app_secrets: secrets generated once per database and shared by every app instance on it (the
 *   photo upload signing key when PHOTO_UPLOAD_SECRET is not set).
 * Hand-written; the migrations-match-entities test holds it to server/src/entities.
 */
export class TreeEditing1795800000000 implements MigrationInterface {
  name = 'TreeEditing1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "trees" ADD "version" integer NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "trees" ADD "updated_by" integer`);
    await queryRunner.query(
      `ALTER TABLE "trees" ADD CONSTRAINT "trees_updated_by_fkey" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`
      CREATE TABLE "tree_edits" (
        "id" SERIAL NOT NULL,
        "tree_id" integer NOT NULL,
        "change_id" uuid NOT NULL,
        "user_id" integer,
        "user_name" text NOT NULL,
        "edited_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "version" integer NOT NULL,
        "action" text NOT NULL,
        "target" text NOT NULL,
        "target_id" integer,
        "field" text NOT NULL,
        "old_value" jsonb,
        "new_value" jsonb,
        "reverts_edit_id" integer,
        CONSTRAINT "tree_edits_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "tree_edits_action_check" CHECK (action IN ('create', 'update', 'delete', 'revert', 'restore', 'duplicate')),
        CONSTRAINT "tree_edits_target_check" CHECK (target IN ('tree', 'taxon', 'photo'))
      )`);
    await queryRunner.query(
      `ALTER TABLE "tree_edits" ADD CONSTRAINT "tree_edits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "tree_edits_tree_id_id_idx" ON "tree_edits" ("tree_id", "id")`);

    await queryRunner.query(`ALTER TABLE "photos" ADD "storage_key" text`);
    await queryRunner.query(`ALTER TABLE "photos" ADD "width" integer`);
    await queryRunner.query(`ALTER TABLE "photos" ADD "height" integer`);
    await queryRunner.query(`ALTER TABLE "photos" ADD "widths" smallint array NOT NULL DEFAULT '{}'`);

    await queryRunner.query(`
      CREATE TABLE "photo_uploads" (
        "key" text NOT NULL,
        "tree_id" integer NOT NULL,
        "user_id" integer NOT NULL,
        "content_type" text NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "uploaded_at" TIMESTAMP WITH TIME ZONE,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "photo_uploads_pkey" PRIMARY KEY ("key")
      )`);
    await queryRunner.query(
      `ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_tree_id_fkey" FOREIGN KEY ("tree_id") REFERENCES "trees"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await queryRunner.query(`
      CREATE TABLE "app_secrets" (
        "name" text NOT NULL,
        "value" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "app_secrets_pkey" PRIMARY KEY ("name")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "app_secrets"`);
    await queryRunner.query(`DROP TABLE "photo_uploads"`);
    await queryRunner.query(
      `ALTER TABLE "photos" DROP COLUMN "widths", DROP COLUMN "height", DROP COLUMN "width", DROP COLUMN "storage_key"`,
    );
    await queryRunner.query(`DROP TABLE "tree_edits"`);
    await queryRunner.query(`ALTER TABLE "trees" DROP CONSTRAINT "trees_updated_by_fkey"`);
    await queryRunner.query(`ALTER TABLE "trees" DROP COLUMN "updated_by", DROP COLUMN "version"`);
  }
}
