/**
 * The tree-data download (CSV export of the catalogue with column groups and filters). The REST
 * facade (rest/download.routes.ts) and GraphQL (graphql/export/) call these and nothing else.
 */
export {
  COLUMN_GROUPS,
  EXPORT_COLUMNS,
  TREE_ID_HEADER,
  type ColumnGroupKey,
  type ExportColumn,
} from './export/export-columns';
export {
  EXPORT_MESSAGES,
  MAX_LIST_ITEMS,
  MAX_NAME_LENGTH,
  PHOTO_COUNT_MAX,
  PHOTO_COUNT_STEP,
  type ExportRequestInput,
  type FilterCombine,
} from './export/export-request';
export {
  countExportTrees,
  getDownloadChoices,
  listExportFamilies,
  listExportGenera,
  openTreeExport,
  type DownloadChoices,
  type ExportColumnGroup,
  type TreeExportFile,
} from './export/tree-export.service';
