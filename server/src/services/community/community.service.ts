/**
 * The community fills the gaps (issue 23): photo contributions by signed-in users (licence, credit,
 * what it shows; pending until an editor decides), problem reports on a tree's sections by anyone
 * (honeypot and budgets), and the editors' queue where both are decided once (claimed in
 * PostgreSQL), the contributor or reporter told by e-mail. The REST facade
 * (rest/community.routes.ts) and GraphQL (graphql/community/) call these.
 */
export {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  CONTRIBUTION_LICENCES,
  HONEYPOT_FIELD,
  PHOTO_SUBJECTS,
  QUEUE_DECISIONS,
  QUEUE_KINDS,
  QUEUE_STATUSES,
  REPORT_SECTIONS,
} from './community-input';
export { contributePhoto, myContributions, requestContributionUpload, type MyContribution } from './contributions';
export { decideQueueItem, listQueue, queueCount, type QueueItem } from './queue';
export { reportProblem } from './reports';
