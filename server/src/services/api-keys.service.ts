/** The API keys area's entry (issue 26.6): other areas and the transports import this file only. */
export {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  issueApiKey,
  listApiKeys,
  revokeApiKey,
  useApiKey,
  type IssuedApiKey,
  type KeyHolder,
} from './api-keys/api-keys';
