import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (issue 26.6): keys issued by admins to external clients of the REST API. Only the
 * SHA-256 of a key is stored (unique: a request's key is found by its hash), with a short visible
 * prefix; revoked keys stay with their usage (request_count, last_used_at).
 */
export class ApiKeys1796600000000 implements MigrationInterface {
  name = 'ApiKeys1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "api_keys" (
        "id" SERIAL NOT NULL,
        "name" text NOT NULL,
        "owner_email" text NOT NULL,
        "key_hash" text NOT NULL,
        "prefix" text NOT NULL,
        "issued_by" integer,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        "last_used_at" TIMESTAMP WITH TIME ZONE,
        "request_count" bigint NOT NULL DEFAULT '0',
        CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "api_keys_key_hash_key" UNIQUE ("key_hash"),
        CONSTRAINT "api_keys_issued_by_fkey" FOREIGN KEY ("issued_by") REFERENCES "users"("id") ON DELETE SET NULL
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
