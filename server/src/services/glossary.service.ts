/**
 * The glossary (spec detail-editing-accounts §2, §5, §7): entries with sanitised rich-text
 * definitions and optimistic versions, photos through the tree photos' storage and pipeline, and
 * the starter glossary loaded into an empty table. The REST facade (rest/glossary.routes.ts) and
 * GraphQL (graphql/glossary/) call these.
 */
export {
  createGlossaryEntry,
  deleteGlossaryEntry,
  listGlossary,
  updateGlossaryEntry,
  type GlossaryEntryView,
  type GlossaryPhotoView,
} from './glossary/glossary.service';
export {
  GLOSSARY_PHOTO_TYPES,
  deleteGlossaryPhoto,
  updateGlossaryPhotoText,
  uploadGlossaryPhoto,
} from './glossary/glossary-photos.service';
export { GLOSSARY_MESSAGES } from './glossary/glossary-text';
export { loadStarterGlossaryIfEmpty, readStarterGlossary } from './glossary/starter-glossary';
