import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit and licence on every photo (issue 23.3):
 * - photos.licence: the licence the photo is shown under; photos already here were uploaded by
 *   editors, so they keep "All rights reserved" (editable);
 * - photos.source_url: where an imported photo came from (its Wikimedia Commons page); with the tree it
 *   is unique, so the photo importer finds what it loaded before and a second run changes nothing.
 * Hand-written; the migrations-match-entities test holds it to photo.entity.ts.
 */
export class PhotoLicence1796200000000 implements MigrationInterface {
  name = 'PhotoLicence1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "photos" ADD "licence" text NOT NULL DEFAULT 'All rights reserved'`);
    await queryRunner.query(`ALTER TABLE "photos" ADD "source_url" text`);
    await queryRunner.query(
      `ALTER TABLE "photos" ADD CONSTRAINT "photos_tree_id_source_url_key" UNIQUE ("tree_id", "source_url")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "photos" DROP CONSTRAINT "photos_tree_id_source_url_key"`);
    await queryRunner.query(`ALTER TABLE "photos" DROP COLUMN "source_url", DROP COLUMN "licence"`);
  }
}
