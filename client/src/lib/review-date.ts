/** "January 2, 2030": the day of a section review (UTC), as the detail page and edit screen show it. */
export function reviewDate(iso: unknown): string {
  return new Date(String(iso)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
