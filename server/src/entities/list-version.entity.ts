import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The lists' version, as 64 counters (migration 1796700000000): every statement writing lists, their
 * trees or members (or the users' fields a list shows) adds 1 to its connection's counter; readers
 * select the token (the sum and the newest counter's transaction) from the view `lists_version`.
 * A list page's trees and list search's counts and pages are kept by it (services/lists).
 */
@Entity({ name: 'list_version_slots' })
@Check('list_version_slots_slot_check', 'slot >= 0 AND slot < 64')
export class ListVersion {
  @PrimaryColumn({ name: 'slot', type: 'smallint', primaryKeyConstraintName: 'list_version_slots_pkey' })
  slot: number;

  @Column({ name: 'version', type: 'bigint', default: 0 })
  version: string;
}
