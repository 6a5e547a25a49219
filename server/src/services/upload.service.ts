/**
 * The admin CSV upload ("Upload Tree Data", spec: detail-editing-accounts §2, §5, §7). The REST
 * facade (rest/upload.routes.ts) and GraphQL (graphql/upload/) call these and nothing else.
 */
export { getUploadChoices, uploadTreeData, type UploadChoices, type UploadOptions } from './upload/tree-upload.service';
export { UPLOAD_LIMITS, UPLOAD_MESSAGES } from './upload/upload-rows';
export type {
  UploadChangedRow,
  UploadFieldChange,
  UploadKind,
  UploadProblem,
  UploadReport,
  UploadStatus,
} from './upload/upload-report';
export type { UploadFieldName } from './upload/upload-fields';
