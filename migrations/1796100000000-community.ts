import type { MigrationInterface, QueryRunner } from 'typeorm';

const MAIL_KINDS_BEFORE = `'signup', 'resend', 'reset', 'email_change'`;
const MAIL_KINDS_AFTER = `${MAIL_KINDS_BEFORE}, 'contribution_decided', 'report_resolved'`;

/**
 * What the community sends in (issue 23.1, 23.2, 23.4), one queue for editors:
 * - contributions: a photo a signed-in user sent (its processed files, licence, credit, what it
 *   shows, optional place and date) or a report of a problem on one section of a tree (anyone;
 *   message, optional source and, when anonymous, optional e-mail). Pending until an editor decides;
 *   the decision is claimed by a conditional UPDATE ... WHERE status = 'pending', so two editors at
 *   once never both decide (services/community/queue.ts). An approved photo points at its photos row.
 * - account_mail_jobs: two more kinds, the contributor's decision e-mail and the reporter's.
 * Hand-written; the migrations-match-entities test holds it to contribution.entity.ts.
 */
export class Community1796100000000 implements MigrationInterface {
  name = 'Community1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "contributions" (
        "id" SERIAL NOT NULL,
        "kind" text NOT NULL,
        "tree_id" integer NOT NULL,
        "user_id" integer,
        "status" text NOT NULL DEFAULT 'pending',
        "storage_key" text,
        "link" text,
        "width" integer,
        "height" integer,
        "widths" smallint array NOT NULL DEFAULT '{}',
        "licence" text,
        "credit" text,
        "attribute_name" text,
        "taken_at" date,
        "place" text,
        "section" text,
        "message" text,
        "source" text,
        "email" text,
        "decided_by_id" integer,
        "decided_by_name" text,
        "decided_at" TIMESTAMP WITH TIME ZONE,
        "decision_note" text,
        "photo_id" integer,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "contributions_kind_check" CHECK (kind IN ('photo', 'report')),
        CONSTRAINT "contributions_status_check" CHECK (status IN ('pending', 'approved', 'rejected', 'resolved', 'dismissed')),
        CONSTRAINT "contributions_photo_check" CHECK (kind <> 'photo' OR (storage_key IS NOT NULL AND link IS NOT NULL AND licence IS NOT NULL AND credit IS NOT NULL AND attribute_name IS NOT NULL AND user_id IS NOT NULL AND status IN ('pending', 'approved', 'rejected'))),
        CONSTRAINT "contributions_report_check" CHECK (kind <> 'report' OR (section IS NOT NULL AND message IS NOT NULL AND status IN ('pending', 'resolved', 'dismissed'))),
        CONSTRAINT "contributions_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "contributions_status_kind_id_idx" ON "contributions" ("status", "kind", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "contributions_user_id_idx" ON "contributions" ("user_id")`);
    await queryRunner.query(`CREATE INDEX "contributions_tree_id_idx" ON "contributions" ("tree_id")`);
    const fk = (column: string, table: string, onDelete: string) =>
      queryRunner.query(
        `ALTER TABLE "contributions" ADD CONSTRAINT "contributions_${column}_fkey" FOREIGN KEY ("${column}") REFERENCES "${table}"("id") ON DELETE ${onDelete} ON UPDATE NO ACTION`,
      );
    await fk('tree_id', 'trees', 'CASCADE');
    await fk('user_id', 'users', 'CASCADE');
    await fk('decided_by_id', 'users', 'SET NULL');
    await fk('photo_id', 'photos', 'SET NULL');
    await queryRunner.query(`ALTER TABLE "account_mail_jobs" DROP CONSTRAINT "account_mail_jobs_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "account_mail_jobs" ADD CONSTRAINT "account_mail_jobs_kind_check" CHECK (kind IN (${MAIL_KINDS_AFTER}))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM "account_mail_jobs" WHERE kind IN ('contribution_decided', 'report_resolved')`,
    );
    await queryRunner.query(`ALTER TABLE "account_mail_jobs" DROP CONSTRAINT "account_mail_jobs_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "account_mail_jobs" ADD CONSTRAINT "account_mail_jobs_kind_check" CHECK (kind IN (${MAIL_KINDS_BEFORE}))`,
    );
    await queryRunner.query(`DROP TABLE "contributions"`);
  }
}
