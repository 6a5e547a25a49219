import { isAccountLanguage, type AccountLanguage } from '@selectree/rules';
import type { EntityManager } from 'typeorm';
import type { RequestContext } from '../../context';
import { contributionDecidedMail, reportResolvedMail } from '../../mail/templates';
import { enqueueAccountMail, type AccountMailDeps, type QueuedAccountMail } from '../accounts.service';

/**
 * The community's e-mails, through the account mail queue (a row written in the deciding
 * transaction, sent after the answer; a failed send is retried by the queue):
 * - the contributor, on each decision on their photo (approved, or rejected with the reason);
 * - a reporter who left an address (or was signed in), when their report is resolved.
 */
export interface DecisionMail {
  kind: 'contribution_decided' | 'report_resolved';
  email: string;
  userId: number | null;
  payload: {
    treeId: number;
    treeName: string;
    firstName?: string;
    approved?: boolean;
    section?: string;
    note: string | null;
    /** The recipient's language (absent in jobs queued before it existed: English). */
    language?: AccountLanguage;
  };
}

export function queueDecisionMail(ctx: RequestContext, manager: EntityManager, mail: DecisionMail): Promise<void> {
  return enqueueAccountMail(ctx, mail, manager);
}

function languageOf(payload: DecisionMail['payload']): AccountLanguage {
  return isAccountLanguage(payload.language) ? payload.language : 'en';
}

function payloadOf(job: QueuedAccountMail): DecisionMail['payload'] {
  return job.payload as unknown as DecisionMail['payload'];
}

export async function deliverContributionDecided(deps: AccountMailDeps, job: QueuedAccountMail): Promise<void> {
  const payload = payloadOf(job);
  const content = contributionDecidedMail({
    firstName: payload.firstName ?? '',
    treeName: payload.treeName,
    approved: payload.approved === true,
    reason: payload.note,
    link: `${deps.config.publicUrl}/account`,
    language: languageOf(payload),
  });
  await deps.mailer.send({ to: job.email, ...content });
}

export async function deliverReportResolved(deps: AccountMailDeps, job: QueuedAccountMail): Promise<void> {
  const payload = payloadOf(job);
  const content = reportResolvedMail({
    treeName: payload.treeName,
    section: payload.section ?? '',
    note: payload.note,
    link: `${deps.config.publicUrl}/tree-detail/${payload.treeId}`,
    language: languageOf(payload),
  });
  await deps.mailer.send({ to: job.email, ...content });
}
