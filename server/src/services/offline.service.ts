/** The offline area's entry (issue 27): the public catalogue bundle and its deltas (services/offline/). */
export {
  OFFLINE_CHANGES_RETENTION_DAYS,
  pruneOfflineChanges,
  startOfflineChangesPruner,
} from './offline/change-log-prune';
export {
  DELTA_MAX_SHARE,
  DELTA_SMALL,
  offlineCatalogue,
  type OfflineCatalogue,
  type OfflineTree,
} from './offline/catalogue-bundle.service';
