/**
 * Bulk imports into the catalogue, one file per importer under services/import/ (trees, common
 * names, ZIP codes, GBIF synonyms) over one run/report plumbing (run-import.ts).
 */
export type { ImportInput, ImportOptions, ImportTarget } from './import/run-import';
export { importTrees, validateTrees } from './import/trees.import';
export { importCommonNames } from './import/common-names.import';
export { importZipCodes } from './import/zip-codes.import';
export { importGbifSynonyms } from './import/gbif-synonyms.import';
export { lockCatalogueImports, storeRun } from './import/run-import';
export { writeTrees } from './import/tree-write';
