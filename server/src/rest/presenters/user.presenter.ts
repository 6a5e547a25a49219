import type { Role, User } from '../../entities';
import type { BulkEmailResult } from '../../services/accounts.service';
import { pendingEmailOf } from '../../services/accounts.service';

/**
 * The legacy /api shapes of users and roles (spec §3): snake_case, user_id beside id,
 * email_notifications as 0/1. Fields are listed one by one: nothing else of the row (password
 * hash, flags) can leak through here.
 */
export function presentUser(user: User) {
  return {
    id: user.id,
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    post_nominal: user.postNominal,
    organization: user.organization,
    role_id: user.roleId,
    role_name: user.role?.name ?? null,
    email_notifications: user.emailNotifications ? 1 : 0,
  };
}

/** The signed-in user's own account adds the pending e-mail change (null when none). */
export function presentOwnUser(user: User, now: Date) {
  return { ...presentUser(user), pending_email: pendingEmailOf(user, now) };
}

/** Admin lists add the account state. */
export function presentAdminUser(user: User) {
  return {
    ...presentUser(user),
    verified: user.verifiedAt !== null,
    disabled: user.disabled,
    test_group: user.testGroup ? 1 : 0,
    created_at: user.createdAt.toISOString(),
  };
}

export function presentRole(role: Role) {
  return { role_id: role.id, role_name: role.name };
}

/** POST /users/email: { success, message, totalSent, details, failures } (+ jobId). */
export function presentBulkEmail(result: BulkEmailResult) {
  return {
    success: result.success,
    message: result.message,
    totalSent: result.totalSent,
    failures: result.failures,
    details: result.details,
    jobId: result.jobId,
  };
}
