import { AccountMailJob } from './account-mail-job.entity';
import { AccountToken } from './account-token.entity';
import { ApiKey } from './api-key.entity';
import { AppSecret } from './app-secret.entity';
import { CatalogueVersion } from './catalogue-version.entity';
import { Contribution } from './contribution.entity';
import { FeaturedQuote } from './featured-quote.entity';
import { GlossaryEntry } from './glossary-entry.entity';
import { GlossaryPhoto } from './glossary-photo.entity';
import { ImportIssue } from './import-issue.entity';
import { ImportRun } from './import-run.entity';
import { ListInvitation } from './list-invitation.entity';
import { ListMember } from './list-member.entity';
import { ListTree } from './list-tree.entity';
import { ListVersion } from './list-version.entity';
import { MailJob } from './mail-job.entity';
import { MailJobRecipient } from './mail-job-recipient.entity';
import { Photo } from './photo.entity';
import { PhotoUpload } from './photo-upload.entity';
import { Role } from './role.entity';
import { SavedSite } from './saved-site.entity';
import { Session } from './session.entity';
import { Taxon } from './taxon.entity';
import { Tree } from './tree.entity';
import { TreeEdit } from './tree-edit.entity';
import { TreeList } from './tree-list.entity';
import { TreeName } from './tree-name.entity';
import { User } from './user.entity';
import { ZipCode } from './zip-code.entity';

export { FeaturedQuote, GlossaryEntry, GlossaryPhoto, ImportIssue, ImportRun, Photo, Taxon, Tree, TreeName, ZipCode };

/** The catalogue's entities (users and lists add their own arrays in db/entities.ts). */
export const catalogueEntities = [
  Tree,
  TreeName,
  Taxon,
  Photo,
  GlossaryEntry,
  GlossaryPhoto,
  FeaturedQuote,
  ZipCode,
  ImportRun,
  ImportIssue,
];

export { AccountMailJob, AccountToken, MailJob, MailJobRecipient, Role, Session, User };
export type { AccountMailJobStatus, AccountMailKind } from './account-mail-job.entity';
export type { AccountTokenPurpose } from './account-token.entity';
export type { MailAudience, MailJobStatus } from './mail-job.entity';
export type { RecipientStatus } from './mail-job-recipient.entity';

/** Accounts, sessions, link tokens and bulk e-mail jobs. */
export const accountEntities = [Role, User, Session, AccountToken, MailJob, MailJobRecipient, AccountMailJob];

export { ListInvitation, ListMember, ListTree, ListVersion, SavedSite, TreeList };
export type { ListMemberRole } from './list-member.entity';
export type { ListType } from './tree-list.entity';

export { AppSecret, CatalogueVersion, PhotoUpload, TreeEdit };
export type { TreeEditAction, TreeEditTarget } from './tree-edit.entity';

/** Catalogue editing: the edit history and the single-use photo upload grants. */
export const editingEntities = [TreeEdit, PhotoUpload, AppSecret, CatalogueVersion];

/** Tree lists: the lists, their trees, their members and the invitations to collaborate; saved sites. */
export const listEntities = [TreeList, ListTree, ListMember, ListInvitation, SavedSite, ListVersion];

export { Contribution };
export type { ContributionKind, ContributionStatus } from './contribution.entity';

/** What the community sends in: photo contributions and problem reports (issue 23). */
export const communityEntities = [Contribution];

export { ApiKey };

/** Keys issued to external clients of the REST API (issue 26.6). */
export const apiKeyEntities = [ApiKey];
