import { contractViolation } from './helpers/openapi-contract';

/**
 * Every /api response a server test receives from an app on this machine is checked against the
 * OpenAPI document (status, content type, JSON body): a test whose answer drifted from the
 * document fails, naming the path, the status and the mismatch. Installed for every test file
 * (jest `setupFilesAfterEnv`): the test helpers all reach the app through fetch.
 */
const realFetch = globalThis.fetch;

function localApiPath(input: Parameters<typeof fetch>[0]): URL | null {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  return local && url.pathname.startsWith('/api/') ? url : null;
}

async function bodyOf(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type');
  // No type: no body of the app's (Node's own 431, an empty answer).
  if (type === null || response.headers.get('content-length') === '0') return undefined;
  if (!type.startsWith('application/json')) return response.body === null ? undefined : '(not JSON)';
  const text = await response.clone().text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const url = localApiPath(input);
  if (!url) return response;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const violation = contractViolation(
    method,
    url.pathname,
    response.status,
    response.headers.get('content-type'),
    await bodyOf(response),
  );
  if (violation) throw new Error(`REST contract: ${violation}`);
  return response;
};
