/** The community area's entry: other areas and the transports import this file only. */
export { deliverContributionDecided, deliverReportResolved } from './community/community-mail';
export {
  COMMUNITY_LIMITS,
  CONTRIBUTION_LICENCES,
  PHOTO_SUBJECTS,
  REPORT_SECTIONS,
  contributePhoto,
  decideQueueItem,
  listQueue,
  myContributions,
  queueCount,
  reportProblem,
  requestContributionUpload,
  type MyContribution,
  type QueueItem,
} from './community/community.service';
