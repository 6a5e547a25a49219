import { openOfflineAnswers } from './offline-answers';
import { OPERATIONS } from './offline-operations';

/** The answers themselves (the equivalence journey, e2e/copy-equivalence.e2e.ts, calls them from this chunk). */
export { openOfflineAnswers };

/**
 * GraphQL operations answered from the offline copy (app/offline-link.ts sends them here when the
 * network is cut; this file is loaded on demand, with offline-answers.ts): the data the server
 * would give for the copy's catalogue version (offline-operations.ts).
 * `open` is openOfflineAnswers, passed by the link so that the chunk keeps it as an export. Null:
 * not answered offline (no copy, an operation or page the copy does not answer, a tree it lacks,
 * a filter the server would refuse): the request goes to the network as before.
 */
export async function answerOffline(
  open: typeof openOfflineAnswers,
  operationName: string,
  variables: Record<string, unknown>,
): Promise<Record<string, unknown> | null> {
  const operation = OPERATIONS[operationName];
  if (!operation) return null;
  const answers = await open();
  if (!answers) return null;
  try {
    return await operation(answers, variables);
  } catch {
    return null;
  }
}
