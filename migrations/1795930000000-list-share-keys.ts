import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Link-viewable lists carry a random share key in their link (issue 20.12): by id alone they are
 * 404 to anyone without a role on them. Existing link lists get a key now (two v4 UUIDs' bytes,
 * 244 random bits, base64url); their old id-only links stop working, which is the point.
 */
export class ListShareKeys1795930000000 implements MigrationInterface {
  name = 'ListShareKeys1795930000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lists" ADD "share_key" character varying(64)`);
    await queryRunner.query(
      `UPDATE "lists" SET "share_key" = rtrim(translate(encode(decode(
         replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), 'hex'),
         'base64'), '+/', '-_'), '=')
       WHERE "viewable_from_link"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lists" DROP COLUMN "share_key"`);
  }
}
