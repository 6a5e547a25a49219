import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The catalogue's version, as 64 counters (migration 1796400000000): a writing transaction adds 1
 * to its connection's counter at commit; the version is their sum, which readers select from the
 * view `catalogue_version` (one row: id, version, token), and every committed write moves it on.
 * Announced with NOTIFY catalogue_changed (see services/catalogue-version.ts).
 */
@Entity({ name: 'catalogue_version_slots' })
@Check('catalogue_version_slots_slot_check', 'slot >= 0 AND slot < 64')
export class CatalogueVersion {
  @PrimaryColumn({ name: 'slot', type: 'smallint', primaryKeyConstraintName: 'catalogue_version_slots_pkey' })
  slot: number;

  @Column({ name: 'version', type: 'bigint', default: 0 })
  version: string;
}
