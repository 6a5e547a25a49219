import { FeaturedQuote } from './featured-quote.entity';
import { GlossaryEntry } from './glossary-entry.entity';
import { GlossaryPhoto } from './glossary-photo.entity';
import { ImportIssue } from './import-issue.entity';
import { ImportRun } from './import-run.entity';
import { Photo } from './photo.entity';
import { Taxon } from './taxon.entity';
import { TreeName } from './tree-name.entity';
import { Tree } from './tree.entity';
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
