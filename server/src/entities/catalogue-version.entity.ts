import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The catalogue's version (one row): bumped by triggers on every catalogue write and announced
 * with NOTIFY catalogue_changed (see migration 1795800000001 and services/catalogue-version.ts).
 */
@Entity({ name: 'catalogue_version' })
@Check('catalogue_version_one_row_check', 'id')
export class CatalogueVersion {
  @PrimaryColumn({ name: 'id', type: 'boolean', default: true, primaryKeyConstraintName: 'catalogue_version_pkey' })
  id: boolean;

  @Column({ name: 'version', type: 'bigint', default: 1 })
  version: string;
}
