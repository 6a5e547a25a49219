import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DownloadChoices, ExportColumn, ExportRequestInput } from '../../services/export.service';

export enum FilterCombine {
  And = 'and',
  Or = 'or',
}
registerEnumType(FilterCombine, {
  name: 'FilterCombine',
  description: 'How the download filters combine: a tree matches every filter given (AND) or at least one (OR).',
  valuesConfig: {
    And: { description: 'A tree matches every filter given.' },
    Or: { description: 'A tree matches at least one filter given.' },
  },
});

@ObjectType('DownloadColumn', { description: 'One of the download’s 70 columns (a button of the download page).' })
export class DownloadColumnType {
  @Field(() => String, { description: 'The key the download takes (columns=..., missing=...).' })
  key: string;

  @Field(() => String, { description: 'The display name.' })
  label: string;

  @Field(() => [String], {
    description: 'The CSV headers it writes (one, or a low/high pair, or three for Appraisal).',
  })
  headers: string[];
}

@ObjectType('DownloadColumnGroup', { description: 'A group of download columns (a section of the download page).' })
export class DownloadColumnGroupType {
  @Field(() => String, { description: 'The key the download takes (groups=...).' })
  key: string;

  @Field(() => String, { description: 'The display name.' })
  label: string;

  @Field(() => [DownloadColumnType], { description: "Its columns, in the page's order." })
  columns: DownloadColumnType[];
}

@ObjectType('DownloadChoices', { description: 'What the tree-data download page offers (editors and admins).' })
export class DownloadChoicesType {
  @Field(() => [String], { description: 'Genera of the accepted names, sorted.' })
  genera: string[];

  @Field(() => [String], { description: 'Families, sorted.' })
  families: string[];

  @Field(() => [DownloadColumnGroupType], { description: 'The five column groups, in the page’s order.' })
  groups: DownloadColumnGroupType[];

  @Field(() => Int, { description: 'The photo-count filter’s top (60 means 60 or more).' })
  photoCountMax: number;

  @Field(() => Int, { description: 'The step of the photo-count filter.' })
  photoCountStep: number;
}

@InputType('DownloadFilterInput', { description: 'The download filters. Absent or empty = not filtering.' })
export class DownloadFilterInput {
  @Field(() => [String], { nullable: true, description: 'Genera of the accepted name.' })
  genus?: string[] | null;

  @Field(() => [String], { description: 'Families.', nullable: true })
  family?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Photos per tree, 0-60 (default 0).' })
  photoMin?: number | null;

  @Field(() => Int, { nullable: true, description: 'Photos per tree, 0-60; 60 means 60 or more (default).' })
  photoMax?: number | null;

  @Field(() => [String], { nullable: true, description: 'Column keys the tree has no information for.' })
  missing?: string[] | null;

  @Field(() => FilterCombine, { nullable: true, description: 'Default AND.' })
  combine?: FilterCombine | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only trees no section of which was ever marked reviewed (ANDed with the other filters).',
  })
  neverReviewed?: boolean | null;
}

export const toFilterInput = (input: DownloadFilterInput): ExportRequestInput => ({ ...input });

const toColumn = (column: ExportColumn): DownloadColumnType => ({
  key: column.key,
  label: column.label,
  headers: column.cells.map((cell) => cell.header),
});

export const toDownloadChoices = (choices: DownloadChoices): DownloadChoicesType => ({
  ...choices,
  groups: choices.groups.map((group) => ({ key: group.key, label: group.label, columns: group.columns.map(toColumn) })),
});
