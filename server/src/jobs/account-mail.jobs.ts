import type { AccountMailKind } from '../entities';
import {
  deliverEmailChange,
  deliverResend,
  deliverReset,
  deliverSignup,
  type AccountMailHandler,
} from '../services/accounts.service';
import { deliverContributionDecided, deliverReportResolved } from '../services/community.service';

/**
 * What each kind of account e-mail job does (account-mail.queue.ts runs them). Looked up when a
 * job runs, not when this module loads: context.ts imports it, and the services import context's
 * types through a cycle in which these functions are not defined yet at load time.
 */
export const ACCOUNT_MAIL_HANDLERS: Record<AccountMailKind, AccountMailHandler> = {
  signup: (deps, job) => deliverSignup(deps, job),
  resend: (deps, job) => deliverResend(deps, job),
  reset: (deps, job) => deliverReset(deps, job),
  email_change: (deps, job) => deliverEmailChange(deps, job),
  contribution_decided: (deps, job) => deliverContributionDecided(deps, job),
  report_resolved: (deps, job) => deliverReportResolved(deps, job),
};
