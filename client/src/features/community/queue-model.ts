import 'virtual:icu-messages/community';
import { PSEUDO_LOCALE } from '@selectree/rules';
import type { MessageKey, Translate } from '@/i18n/i18n';

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

/** A report's section in words, as the detail page titles it (the `community` messages). */
export const SECTION_LABELS: Record<string, MessageKey> = {
  names: 'community.section.names',
  general: 'community.section.general',
  characteristics: 'community.section.characteristics',
  site_conditions: 'community.section.site_conditions',
  considerations: 'community.section.considerations',
  photos: 'community.section.photos',
};

/** A report's section in `t`'s language; a section this client does not know, as the API names it. */
export const sectionLabel = (t: Translate, section: string) =>
  SECTION_LABELS[section] ? t(SECTION_LABELS[section]) : section;

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

/** A moment in the locale's way ("Nov 29, 2026, 11:30 AM"; the pseudo-locale's is English). */
export const when = (iso: unknown, locale = 'en-US') =>
  new Date(String(iso)).toLocaleString(locale === PSEUDO_LOCALE ? 'en-US' : locale === 'en' ? 'en-US' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
