import { Field, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn, Unique } from 'typeorm';

/** A site-wide role: 1 user, 2 editor, 3 admin (seeded by the accounts migration, never edited). */
@ObjectType('Role', { description: 'A role an account can have: 1 user, 2 editor, 3 admin.' })
@Entity({ name: 'roles' })
@Unique('roles_name_key', ['name'])
export class Role {
  @Field(() => Int, { description: 'role_id: 1 user, 2 editor, 3 admin' })
  @PrimaryColumn({ name: 'id', type: 'smallint', primaryKeyConstraintName: 'roles_pkey' })
  id: number;

  @Field(() => String, { description: 'role_name' })
  @Column({ name: 'name', type: 'text' })
  name: string;
}
