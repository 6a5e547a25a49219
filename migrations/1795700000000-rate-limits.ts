import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate limit budgets (login, sign-up, resets, link tokens) shared by every app instance on this
 * database: the table rate-limiter-flexible's PostgreSQL store reads and writes (its own layout:
 * key, points, expire in epoch ms). Expired rows are deleted by the store every few minutes.
 * No entity: only the limiter touches it.
 */
export class RateLimits1795700000000 implements MigrationInterface {
  name = 'RateLimits1795700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "rate_limits" (
        "key" varchar(255) NOT NULL,
        "points" integer NOT NULL DEFAULT 0,
        "expire" bigint,
        CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
      )`);
    await queryRunner.query(`CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" ("expire")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "rate_limits"`);
  }
}
