import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved planting sites (issue 22.5): a signed-in user's named sites, each the canonical site query
 * of /site (services/site: siteToQuery), and a list's tie to one site (`lists.site_query`, null when
 * the list is tied to none): its trees then show their fit against that site.
 */
export class SavedSites1796010000000 implements MigrationInterface {
  name = 'SavedSites1796010000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "saved_sites" (
        "id" SERIAL NOT NULL,
        "owner_id" integer NOT NULL,
        "name" character varying(80) NOT NULL,
        "site_query" character varying(1000) NOT NULL,
        "version" integer NOT NULL DEFAULT 1,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "saved_sites_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "saved_sites_owner_id_name_key" UNIQUE ("owner_id", "name"),
        CONSTRAINT "saved_sites_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(`ALTER TABLE "lists" ADD "site_query" character varying(1000)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lists" DROP COLUMN "site_query"`);
    await queryRunner.query(`DROP TABLE "saved_sites"`);
  }
}
