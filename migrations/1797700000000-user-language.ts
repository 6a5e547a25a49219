import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's language (issue 28, docs/i18n.md "The account's language"): 'en' or 'es'. The
 * interface switches to it on sign-in, and the e-mails to the account are written in it. Accounts
 * already here were made with an English interface, so they start in English; a new account takes
 * the language of the sign-up request (services/accounts/language.ts).
 * Hand-written; the migrations-match-entities test holds it to user.entity.ts.
 */
export class UserLanguage1797700000000 implements MigrationInterface {
  name = 'UserLanguage1797700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "language" text NOT NULL DEFAULT 'en'`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK (language IN ('en', 'es'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "users_language_check"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
