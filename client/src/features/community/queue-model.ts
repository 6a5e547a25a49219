type QueueCommon = {
  id: number;
  treeId: number;
  treeName: string;
  createdAt: unknown;
  status: string;
  contributor: string | null;
};

export type QueuePhotoItem = QueueCommon & {
  kind: 'photo';
  link: string;
  widths: readonly number[];
  width: number | null;
  height: number | null;
  licence: string;
  credit: string;
  attributeName: string;
  place: string | null;
  takenAt: unknown;
};

export type QueueReportItem = QueueCommon & {
  kind: 'report';
  section: string;
  sectionLabel: string;
  message: string;
  source: string | null;
};

export type Decision = 'approve' | 'approve_first' | 'reject' | 'resolve' | 'dismiss';

/** Sends an editor's decision; rejects with the server's words (a 409 names who decided first). */
export type Decide = (id: number, decision: Decision, note: string | null) => Promise<void>;

/** The section a report names, for a detail page card ('site' is the API's 'site_conditions'). */
export function reportSection(cardKey: string): string {
  return cardKey === 'site' ? 'site_conditions' : cardKey === 'name' ? 'names' : cardKey;
}

/** A report's section in words, as the detail page titles it. */
export const SECTION_LABELS: Record<string, string> = {
  names: 'Names',
  general: 'General information',
  characteristics: 'Tree characteristics',
  site_conditions: 'Site conditions',
  considerations: 'Considerations',
  photos: 'Photos',
};

/** The edit screen's section (its anchor) for a report's section. */
export function editSection(section: string): string {
  switch (section) {
    case 'names':
    case 'name':
      return 'name';
    case 'site_conditions':
    case 'site':
      return 'site';
    case 'general':
    case 'characteristics':
    case 'considerations':
    case 'photos':
      return section;
    default:
      return 'general';
  }
}

export const when = (iso: unknown) =>
  new Date(String(iso)).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
