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
});

export enum UploadKindType {
  Trees = 'trees',
  ClimateZones = 'climate_zones',
}
registerEnumType(UploadKindType, {
  name: 'UploadKind',
  description: 'Tree fields or climate zone fields (never both).',
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
  @Field(() => [UploadFieldNameType])
  treeFields: UploadFieldName[];

  @Field(() => [UploadFieldNameType])
  climateZoneFields: UploadFieldName[];

  @Field(() => Int)
  maxRows: number;

  @Field(() => Int)
  maxColumns: number;

  @Field(() => Int)
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

  @Field(() => Int, { nullable: true })
  treeId: number | null;

  @Field(() => String, { nullable: true })
  column: string | null;

  @Field(() => Int, { nullable: true, description: 'The column’s position in the file (0-based).' })
  columnIndex: number | null;

  @Field(() => String, { nullable: true })
  value: string | null;

  @Field(() => String)
  reason: string;
}

@ObjectType('UploadFieldChange')
export class UploadFieldChangeType {
  @Field(() => String)
  field: string;

  @Field(() => String, { nullable: true })
  before: string | null;

  @Field(() => String, { nullable: true })
  after: string | null;

  @Field(() => Boolean, { description: 'The change clears a stored value (before set, after empty).' })
  erases: boolean;
}

@ObjectType('UploadChangedRow')
export class UploadChangedRowType {
  @Field(() => Int)
  row: number;

  @Field(() => Int)
  treeId: number;

  @Field(() => Boolean)
  created: boolean;

  @Field(() => [UploadFieldChangeType])
  fields: UploadChangedRow['fields'];
}

@ObjectType('UploadReport', { description: 'What an upload changed, left unchanged and refused.' })
export class UploadReportType {
  @Field(() => UploadStatusType)
  status: UploadStatusType;

  @Field(() => String)
  message: string;

  @Field(() => Int, { nullable: true, description: 'The kept run (import_runs); null for a dry run.' })
  runId: number | null;

  @Field(() => UploadKindType)
  kind: UploadKindType;

  @Field(() => String, { nullable: true })
  fileName: string | null;

  @Field(() => Int)
  rows: number;

  @Field(() => [UploadChangedRowType])
  changed: UploadChangedRow[];

  @Field(() => Int, { description: 'Changes field by field: each changed field, and each new tree as one.' })
  changes: number;

  @Field(() => Int, { description: 'Of those, the changes that clear a stored value.' })
  erasures: number;

  @Field(() => Int)
  unchanged: number;

  @Field(() => [UploadProblemType])
  refused: UploadProblem[];

  @Field(() => [UploadProblemType])
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
