import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A secret generated once per database, shared by every app instance on it (never sent to clients). */
@Entity({ name: 'app_secrets' })
export class AppSecret {
  @PrimaryColumn({ name: 'name', type: 'text', primaryKeyConstraintName: 'app_secrets_pkey' })
  name: string;

  @Column({ name: 'value', type: 'text' })
  value: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
