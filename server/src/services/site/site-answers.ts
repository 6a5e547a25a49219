import type { SiteFacts } from './site-facts';

/** At most this many rendered answers kept per facts version; the oldest asked goes first. */
export const SITE_ANSWERS_MAX = 256;

const kept = new WeakMap<SiteFacts, Map<string, unknown>>();

/**
 * An answer made from one facts version (one committed catalogue version, read by the request's
 * token statement), kept with those facts: the same site, page and rendering asked again of that
 * version is the same answer, so it is made once. A catalogue write makes new facts
 * (site-facts-cache.ts) and with them an empty set; nothing is kept across versions. A failed make
 * keeps nothing. `key` must name everything the answer depends on besides the facts.
 */
export async function keptAnswer<T>(facts: SiteFacts, key: string, make: () => Promise<T>): Promise<T> {
  let answers = kept.get(facts);
  if (!answers) kept.set(facts, (answers = new Map()));
  if (answers.has(key)) {
    const answer = answers.get(key) as T;
    answers.delete(key);
    answers.set(key, answer);
    return answer;
  }
  const answer = await make();
  answers.set(key, answer);
  if (answers.size > SITE_ANSWERS_MAX) answers.delete(answers.keys().next().value as string);
  return answer;
}
