import type { DataSource, EntityManager } from 'typeorm';
import { User } from '../../entities';
import { NotFoundError } from '../../errors';

/** The user with this e-mail, compared without regard to case (the unique index is on lower(email)). */
export function findUserByEmail(db: DataSource | EntityManager, email: string): Promise<User | null> {
  return db
    .getRepository(User)
    .createQueryBuilder('user')
    .innerJoinAndSelect('user.role', 'role')
    .where('lower(user.email) = lower(:email)', { email })
    .getOne();
}

export async function getUser(db: DataSource | EntityManager, id: number): Promise<User> {
  const user = await db.getRepository(User).findOne({ where: { id } });
  if (!user) throw new NotFoundError('User not found');
  return user;
}

/** True when the error is PostgreSQL's unique violation (e.g. two sign-ups racing for one e-mail). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code;
  return code === '23505' || (error as { code?: string }).code === '23505';
}
