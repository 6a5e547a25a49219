/**
 * Failures the visitor is not told about (the spec: featured content and search failures are only
 * logged) go through here, so they can later be shipped somewhere without touching callers.
 */
export function logError(context: string, error: unknown): void {
  console.error(`[selectree] ${context}`, error);
}
