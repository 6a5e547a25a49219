import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The glossary in Spanish (issue 28): an optional Spanish term and definition per entry, edited by
 * editors beside the English ones; both or neither (the service refuses one without the other, and
 * so does this constraint). Without them the Spanish glossary shows the English entry with a notice.
 */
export class GlossarySpanish1797800000000 implements MigrationInterface {
  name = 'GlossarySpanish1797800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "glossary_entries" ADD "term_es" text, ADD "definition_es" text`);
    await queryRunner.query(
      `ALTER TABLE "glossary_entries" ADD CONSTRAINT "glossary_entries_spanish_pair"
         CHECK (("term_es" IS NULL) = ("definition_es" IS NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "glossary_entries" DROP CONSTRAINT "glossary_entries_spanish_pair"`);
    await queryRunner.query(`ALTER TABLE "glossary_entries" DROP COLUMN "definition_es", DROP COLUMN "term_es"`);
  }
}
