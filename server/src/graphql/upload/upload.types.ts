import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type {
  UploadChoices,
  UploadFieldName,
  UploadProblem,
  UploadReport,
  UploadChangedRow,
} from '../../services/upload.service';

export enum UploadStatusType {
  Written = 'written',
  Refused = 'refused',
  DryRun = 'dry_run',
}
registerEnumType(UploadStatusType, {
  name: 'UploadStatus',
  description:
    'Written (one transaction), refused (nothing written), or a dry run (checked and compared, nothing kept).',
  valuesConfig: {
    DryRun: { description: 'The file was checked only; nothing was written.' },
    Refused: { description: 'The file was refused; nothing was written.' },
    Written: { description: 'The changes were written.' },
  },
});

export enum UploadKindType {
  Trees = 'trees',
  ClimateZones = 'climate_zones',
}
registerEnumType(UploadKindType, {
  name: 'UploadKind',
  description: 'Tree fields or climate zone fields (never both).',
  valuesConfig: {
    ClimateZones: { description: 'Climate-zone fields.' },
    Trees: { description: 'Tree fields.' },
  },
});

@ObjectType('UploadFieldName', { description: 'A column name the upload recognises.' })
export class UploadFieldNameType {
  @Field(() => String, { description: 'A download display name or a database column name.' })
  name: string;

  @Field(() => String, { description: 'The field it stands for (names of one field share it).' })
  field: string;
}

@ObjectType('UploadChoices', { description: 'What the upload page needs (admins).' })
export class UploadChoicesType {
  @Field(() => [UploadFieldNameType], { description: 'The column names a tree-data file may use.' })
  treeFields: UploadFieldName[];

  @Field(() => [UploadFieldNameType], { description: 'The column names a climate-zone file may use.' })
  climateZoneFields: UploadFieldName[];

  @Field(() => Int, { description: 'The most rows a file may have.' })
  maxRows: number;

  @Field(() => Int, { description: 'The most columns a file may have.' })
  maxColumns: number;

  @Field(() => Int, { description: 'The longest cell, in characters.' })
  maxCellLength: number;

  @Field(() => Int, { description: 'The largest request body, in bytes.' })
  maxBodyBytes: number;

  @Field(() => String, { description: 'The refusal of a file mixing tree and climate zone fields.' })
  mixedMessage: string;
}

@ObjectType('UploadProblem', { description: 'A refused (or noted) row, column and reason.' })
export class UploadProblemType {
  @Field(() => Int, { nullable: true, description: 'Row as sent: the column names are row 1.' })
  row: number | null;

  @Field(() => Int, { description: 'The tree of the row; null when it names none.', nullable: true })
  treeId: number | null;

  @Field(() => String, { description: "The column's name; null when the problem is the row's.", nullable: true })
  column: string | null;

  @Field(() => Int, { nullable: true, description: 'The column’s position in the file (0-based).' })
  columnIndex: number | null;

  @Field(() => String, { description: "The cell as sent; null when the problem is not a cell's.", nullable: true })
  value: string | null;

  @Field(() => String, { description: 'What is wrong, in words.' })
  reason: string;
}

@ObjectType('UploadFieldChange', { description: 'One field an upload changes on a tree.' })
export class UploadFieldChangeType {
  @Field(() => String, { description: 'The field.' })
  field: string;

  @Field(() => String, { description: 'The stored value, as text; null when empty.', nullable: true })
  before: string | null;

  @Field(() => String, { description: 'The new value, as text; null when empty.', nullable: true })
  after: string | null;

  @Field(() => Boolean, { description: 'The change clears a stored value (before set, after empty).' })
  erases: boolean;
}

@ObjectType('UploadChangedRow', { description: 'A row of an upload that changes (or creates) a tree.' })
export class UploadChangedRowType {
  @Field(() => Int, { description: 'The row as sent (the column names are row 1).' })
  row: number;

  @Field(() => Int, { description: 'The tree it changes.' })
  treeId: number;

  @Field(() => Boolean, { description: 'The row creates a new tree.' })
  created: boolean;

  @Field(() => [UploadFieldChangeType], { description: 'The fields it changes.' })
  fields: UploadChangedRow['fields'];
}

@ObjectType('UploadReport', { description: 'What an upload changed, left unchanged and refused.' })
export class UploadReportType {
  @Field(() => UploadStatusType, { description: 'Written, Refused (nothing written) or DryRun (checked only).' })
  status: UploadStatusType;

  @Field(() => String, { description: 'The outcome in a sentence.' })
  message: string;

  @Field(() => Int, { nullable: true, description: 'The kept run (import_runs); null for a dry run.' })
  runId: number | null;

  @Field(() => UploadKindType, { description: 'Tree fields or climate-zone fields.' })
  kind: UploadKindType;

  @Field(() => String, { description: "The file's name as sent; null when none was given.", nullable: true })
  fileName: string | null;

  @Field(() => Int, { description: 'Data rows read (without the header row).' })
  rows: number;

  @Field(() => [UploadChangedRowType], { description: 'The rows that change a tree, with their changes.' })
  changed: UploadChangedRow[];

  @Field(() => Int, { description: 'Changes field by field: each changed field, and each new tree as one.' })
  changes: number;

  @Field(() => Int, { description: 'Of those, the changes that clear a stored value.' })
  erasures: number;

  @Field(() => Int, { description: 'Rows that change nothing.' })
  unchanged: number;

  @Field(() => [UploadProblemType], { description: 'The problems that refused the file (empty when written).' })
  refused: UploadProblem[];

  @Field(() => [UploadProblemType], { description: 'Problems noted without refusing the file.' })
  notes: UploadProblem[];
}

export const toUploadChoices = (choices: UploadChoices): UploadChoicesType => ({
  treeFields: choices.treeFields,
  climateZoneFields: choices.climateZoneFields,
  ...choices.limits,
  mixedMessage: choices.messages.mixed,
});

export const toUploadReport = (report: UploadReport): UploadReportType => ({
  ...report,
  status: report.status as UploadStatusType,
  kind: report.kind as UploadKindType,
});
