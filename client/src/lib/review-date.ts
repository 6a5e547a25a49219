import { longDateUtc } from './dates';

/** "January 2, 2030": the day of a section review (UTC), as the detail page and edit screen show it. */
export function reviewDate(iso: unknown): string {
  return longDateUtc(String(iso));
}
