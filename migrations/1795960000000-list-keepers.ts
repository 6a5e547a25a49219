import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What list keepers asked for (issue 21.2, 21.9, 21.10):
 * - list_trees.quantity: how many of the tree (planting plans, nursery orders), 1 to 100000, default 1;
 * - list_trees.version: each tree row of a list is versioned like the list form, so a stale note or
 *   quantity save is refused instead of overwriting someone else's;
 * - list_invitations: an e-mail without an account invited to collaborate on a list (single-use
 *   link token, only its hash stored); accepted when an account with that e-mail is verified.
 * Hand-written; the migrations-match-entities test holds it to list-tree.entity.ts and
 * list-invitation.entity.ts.
 */
export class ListKeepers1795960000000 implements MigrationInterface {
  name = 'ListKeepers1795960000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "list_trees" ADD "quantity" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(`ALTER TABLE "list_trees" ADD "version" integer NOT NULL DEFAULT 1`);
    await queryRunner.query(
      `ALTER TABLE "list_trees" ADD CONSTRAINT "list_trees_quantity_check" CHECK (quantity BETWEEN 1 AND 100000)`,
    );
    await queryRunner.query(`
      CREATE TABLE "list_invitations" (
        "id" SERIAL NOT NULL,
        "list_id" integer NOT NULL,
        "email" text NOT NULL,
        "invited_by_id" integer,
        "token_hash" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "accepted_at" TIMESTAMP WITH TIME ZONE,
        "accepted_user_id" integer,
        CONSTRAINT "list_invitations_token_hash_key" UNIQUE ("token_hash"),
        CONSTRAINT "list_invitations_list_id_email_key" UNIQUE ("list_id", "email"),
        CONSTRAINT "list_invitations_email_check" CHECK (email = lower(email)),
        CONSTRAINT "list_invitations_pkey" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "list_invitations_email_idx" ON "list_invitations" ("email")`);
    await queryRunner.query(
      `ALTER TABLE "list_invitations" ADD CONSTRAINT "list_invitations_list_id_fkey" FOREIGN KEY ("list_id") REFERENCES "lists"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "list_invitations" ADD CONSTRAINT "list_invitations_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "list_invitations" ADD CONSTRAINT "list_invitations_accepted_user_id_fkey" FOREIGN KEY ("accepted_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "list_invitations"`);
    await queryRunner.query(`ALTER TABLE "list_trees" DROP CONSTRAINT "list_trees_quantity_check"`);
    await queryRunner.query(`ALTER TABLE "list_trees" DROP COLUMN "version", DROP COLUMN "quantity"`);
  }
}
