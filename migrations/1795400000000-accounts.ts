import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: roles (seeded: 1 User, 2 Editor, 3 Admin), users, sessions, single-use link tokens, and
 * the persisted bulk e-mail jobs with one row per recipient.
 *
 * Hand-written and reviewed; it builds exactly what server/src/accounts/entities describe (the
 * migrations-match-entities test holds it to that). The case-insensitive unique e-mail index is an
 * expression index TypeORM cannot express: the entity declares it with `synchronize: false`.
 * There is no default account: the first admin is made with `npm run user:create`.
 */
export class Accounts1795400000000 implements MigrationInterface {
  name = 'Accounts1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // ---- roles ---------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "roles" (
        "id" smallint NOT NULL,
        "name" text NOT NULL,
        CONSTRAINT "roles_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "roles_name_key" UNIQUE ("name")
      )`);
    await queryRunner.query(`INSERT INTO "roles" ("id", "name") VALUES (1, 'User'), (2, 'Editor'), (3, 'Admin')`);

    // ---- users ---------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "users" (
        "id" SERIAL NOT NULL,
        "first_name" text NOT NULL,
        "last_name" text NOT NULL,
        "email" text NOT NULL,
        "post_nominal" text,
        "organization" text,
        "role_id" smallint NOT NULL DEFAULT '1',
        "email_notifications" boolean NOT NULL DEFAULT false,
        "test_group" boolean NOT NULL DEFAULT false,
        "verified_at" TIMESTAMP WITH TIME ZONE,
        "disabled" boolean NOT NULL DEFAULT false,
        "password_hash" text,
        "password_changed_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "users_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "users_email_check" CHECK (email <> '')
      )`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"))`);
    await queryRunner.query(`CREATE INDEX "users_role_id_idx" ON "users" ("role_id")`);

    // ---- sessions ------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "sessions" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "token_hash" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "sessions_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "sessions_token_hash_key" UNIQUE ("token_hash")
      )`);
    await queryRunner.query(
      `ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "sessions_user_id_idx" ON "sessions" ("user_id")`);

    // ---- single-use link tokens ---------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "account_tokens" (
        "id" SERIAL NOT NULL,
        "user_id" integer NOT NULL,
        "purpose" text NOT NULL,
        "token_hash" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "voided_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "account_tokens_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "account_tokens_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "account_tokens_purpose_check" CHECK (purpose IN ('verify', 'invite', 'reset'))
      )`);
    await queryRunner.query(
      `ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "account_tokens_user_id_purpose_idx" ON "account_tokens" ("user_id", "purpose")`,
    );

    // ---- bulk e-mail -------------------------------------------------------------------------------------
    await queryRunner.query(`
      CREATE TABLE "mail_jobs" (
        "id" SERIAL NOT NULL,
        "created_by_id" integer,
        "audience" text NOT NULL,
        "subject" text NOT NULL,
        "text_content" text NOT NULL,
        "html_content" text,
        "status" text NOT NULL DEFAULT 'running',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "finished_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "mail_jobs_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mail_jobs_audience_check" CHECK (audience IN ('all', 'test_group', 'single', 'list')),
        CONSTRAINT "mail_jobs_status_check" CHECK (status IN ('running', 'finished'))
      )`);
    await queryRunner.query(
      `ALTER TABLE "mail_jobs" ADD CONSTRAINT "mail_jobs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      CREATE TABLE "mail_job_recipients" (
        "id" SERIAL NOT NULL,
        "job_id" integer NOT NULL,
        "user_id" integer,
        "email" text NOT NULL,
        "status" text NOT NULL DEFAULT 'pending',
        "attempts" smallint NOT NULL DEFAULT '0',
        "last_error" text,
        "message_id" text,
        "claimed_at" TIMESTAMP WITH TIME ZONE,
        "sent_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "mail_job_recipients_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "mail_job_recipients_job_id_email_key" UNIQUE ("job_id", "email"),
        CONSTRAINT "mail_job_recipients_status_check" CHECK (status IN ('pending', 'sending', 'sent', 'failed'))
      )`);
    await queryRunner.query(
      `ALTER TABLE "mail_job_recipients" ADD CONSTRAINT "mail_job_recipients_job_id_fkey" FOREIGN KEY ("job_id") REFERENCES "mail_jobs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mail_job_recipients" ADD CONSTRAINT "mail_job_recipients_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `CREATE INDEX "mail_job_recipients_job_id_status_idx" ON "mail_job_recipients" ("job_id", "status")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "mail_job_recipients"`);
    await queryRunner.query(`DROP TABLE "mail_jobs"`);
    await queryRunner.query(`DROP TABLE "account_tokens"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
    await queryRunner.query(`DROP TABLE "users"`);
    await queryRunner.query(`DROP TABLE "roles"`);
  }
}
