import type { User } from '../../entities';

/** A person as a list message names them: their name, else 'Someone' (never a blank). */
export function personName(user: Pick<User, 'firstName' | 'lastName'> | null): string {
  return user ? `${user.firstName} ${user.lastName}`.trim() || 'Someone' : 'Someone';
}
