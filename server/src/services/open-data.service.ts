/** The open-data area's entry (issue 26.4): other areas and the transports import this file only. */
export {
  OPEN_DATA_PAGE,
  openDataSummary,
  publishedTreePages,
  type OpenDataSummary,
} from './open-data/open-data.service';
