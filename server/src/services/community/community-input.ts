import { DETAIL_SECTIONS } from '../../catalogue/detail-sections';
import { collapseSpaces } from '@selectree/rules';
import { ValidationError, type FieldError } from '../../errors';
import { isValidEmail } from '../shared/input';

/** The licences a contributor chooses from (no default: they pick one). */
export const CONTRIBUTION_LICENCES = ['CC BY 4.0', 'CC BY-SA 4.0', 'CC0 1.0'] as const;
/** What a contributed photo shows. */
export const PHOTO_SUBJECTS = ['form', 'bark', 'leaf', 'flower', 'fruit', 'other'] as const;
/** The detail page's sections a problem report names: all of them (catalogue/detail-sections.ts). */
export const REPORT_SECTIONS = DETAIL_SECTIONS;
export const QUEUE_KINDS = ['photo', 'report'] as const;
export const QUEUE_STATUSES = ['pending', 'approved', 'rejected', 'resolved', 'dismissed'] as const;
export const QUEUE_DECISIONS = ['approve', 'approve_first', 'reject', 'resolve', 'dismiss'] as const;
export type QueueDecision = (typeof QUEUE_DECISIONS)[number];

/** Length limits of the texts people send (characters, after trimming). */
export const COMMUNITY_LIMITS = { credit: 200, place: 200, message: 2000, source: 500, note: 1000 } as const;
/** The honeypot: a field the report form hides from people; a bot that fills it is refused. */
export const HONEYPOT_FIELD = 'website';

export const COMMUNITY_MESSAGES = {
  licence: `Choose a licence: ${CONTRIBUTION_LICENCES.join(', ')}`,
  attribute: `Say what the photo shows: ${PHOTO_SUBJECTS.join(', ')}`,
  ownWork: 'Confirm that the photo is your own work',
  creditRequired: 'Give the name to credit',
  takenAt: 'The date taken must be a date (YYYY-MM-DD) not in the future',
  section: `section must be one of ${REPORT_SECTIONS.join(', ')}`,
  messageRequired: 'Say what is wrong',
  email: 'Please enter a valid email address',
  honeypot: 'This report could not be sent. Please reload the page and try again.',
  banned: 'Your account cannot send contributions',
  kind: `kind must be one of ${QUEUE_KINDS.join(', ')}`,
  status: `status must be one of ${QUEUE_STATUSES.join(', ')}`,
  decision: `decision must be one of ${QUEUE_DECISIONS.join(', ')}`,
  reasonRequired: 'Give a reason: the contributor reads it',
  wrongDecision: (decision: string, kind: string) =>
    kind === 'photo'
      ? `A photo is approved, approved as the first photo, or rejected (not "${decision}")`
      : `A report is resolved or dismissed (not "${decision}")`,
  notFound: 'There is no such item in the queue',
  decided: (status: string, by: string) => `This item was already ${status} by ${by}`,
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  plain: (field: string) => `${field} must be plain text (no markup or scripts)`,
} as const;

/** Collects field errors; `check()` throws one 400 listing them (message: the first). */
export class InputErrors {
  readonly list: FieldError[] = [];

  add(field: string, message: string): void {
    this.list.push({ field, message });
  }

  /**
   * Plain, length-limited text: trimmed (spaces collapsed unless `multiline`), null when blank,
   * refused when it carries markup or a script URL.
   */
  text(raw: unknown, field: string, max: number, multiline = false): string | null {
    if (raw === undefined || raw === null) return null;
    if (typeof raw !== 'string') {
      this.add(field, `${field} must be text`);
      return null;
    }
    const value = multiline ? raw.replace(/\r\n?/g, '\n').trim() : collapseSpaces(raw);
    if (value.length > max) this.add(field, COMMUNITY_MESSAGES.tooLong(field, max));
    else if (/<[a-z!/?]|javascript:/i.test(value)) this.add(field, COMMUNITY_MESSAGES.plain(field));
    return value || null;
  }

  /** One of `allowed`, or the message. */
  oneOf<T extends string>(raw: unknown, allowed: readonly T[], field: string, message: string): T {
    if (typeof raw !== 'string' || !allowed.includes(raw as T)) this.add(field, message);
    return raw as T;
  }

  email(raw: unknown, field = 'email'): string | null {
    const value = this.text(raw, field, 254);
    if (value && !isValidEmail(value)) this.add(field, COMMUNITY_MESSAGES.email);
    return value;
  }

  /** An optional calendar date, not after `today`. */
  date(raw: unknown, field: string, today: Date): string | null {
    if (raw === undefined || raw === null || raw === '') return null;
    const text = typeof raw === 'string' ? raw.trim() : '';
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00Z`) : null;
    const valid = parsed && !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
    if (!valid || parsed.getTime() > today.getTime() || text < '1826-01-01') {
      this.add(field, COMMUNITY_MESSAGES.takenAt);
      return null;
    }
    return text;
  }

  check(): void {
    if (this.list.length) throw new ValidationError(this.list[0].message, this.list);
  }
}

/** A request body as an object (anything else: an empty one, refused field by field). */
export function bodyOf(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
}
