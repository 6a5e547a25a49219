/** The offline area's entry (issue 27): the public catalogue bundle and its deltas (services/offline/). */
export {
  DELTA_MAX_SHARE,
  DELTA_SMALL,
  offlineCatalogue,
  type OfflineCatalogue,
  type OfflineTree,
} from './offline/catalogue-bundle.service';
