import { AccountToken } from './account-token.entity';
import { MailJobRecipient } from './mail-job-recipient.entity';
import { MailJob } from './mail-job.entity';
import { Role } from './role.entity';
import { Session } from './session.entity';
import { User } from './user.entity';

export { AccountToken, MailJob, MailJobRecipient, Role, Session, User };
export type { AccountTokenPurpose } from './account-token.entity';
export type { MailAudience, MailJobStatus } from './mail-job.entity';
export type { RecipientStatus } from './mail-job-recipient.entity';

/** Accounts, sessions, link tokens and bulk e-mail jobs. */
export const accountEntities = [Role, User, Session, AccountToken, MailJob, MailJobRecipient];
