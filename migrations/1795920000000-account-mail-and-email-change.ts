import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20 (items 6 and 7):
 * - account_mail_jobs: the account e-mails (sign-up, resend, reset request, e-mail change) are
 *   queued here by the request, which answers at once; the token, the lookups and the mail happen in
 *   the job (services/accounts/account-mail.queue.ts), so the answer takes the same time whether
 *   or not the address has an account.
 * - users.pending_email: an e-mail change waits here until the link sent to the new address is
 *   opened; account_tokens gains the purposes email_change (to the new address) and email_cancel
 *   (to the old one), and the address each is about.
 */
export class AccountMailAndEmailChange1795920000000 implements MigrationInterface {
  name = 'AccountMailAndEmailChange1795920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "account_mail_jobs" (
        "id" SERIAL NOT NULL,
        "kind" text NOT NULL,
        "email" text NOT NULL,
        "user_id" integer,
        "payload" jsonb NOT NULL DEFAULT '{}',
        "status" text NOT NULL DEFAULT 'pending',
        "attempts" smallint NOT NULL DEFAULT '0',
        "last_error" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "claimed_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "account_mail_jobs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "account_mail_jobs_kind_check" CHECK (kind IN ('signup', 'resend', 'reset', 'email_change')),
        CONSTRAINT "account_mail_jobs_status_check" CHECK (status IN ('pending', 'running', 'failed'))
      )`);
    await queryRunner.query(
      `ALTER TABLE "account_mail_jobs" ADD CONSTRAINT "account_mail_jobs_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "account_mail_jobs_status_id_idx" ON "account_mail_jobs" ("status", "id")`);

    await queryRunner.query(`ALTER TABLE "users" ADD "pending_email" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "pending_email_requested_at" TIMESTAMP WITH TIME ZONE`);

    await queryRunner.query(`ALTER TABLE "account_tokens" ADD "email" text`);
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK (purpose IN ('verify', 'invite', 'reset', 'email_change', 'email_cancel'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "account_tokens" WHERE purpose IN ('email_change', 'email_cancel')`);
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check"`);
    await queryRunner.query(
      `ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK (purpose IN ('verify', 'invite', 'reset'))`,
    );
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP COLUMN "email"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "pending_email_requested_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "pending_email"`);
    await queryRunner.query(`DROP TABLE "account_mail_jobs"`);
  }
}
