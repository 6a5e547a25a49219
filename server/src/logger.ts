import pino from 'pino';

/** What no log line carries: credentials (session tokens, cookies, API keys), passwords, tokens. */
export const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  '*.password',
  '*.token',
];

/** Structured JSON logs on stdout. The level comes from config once it is loaded (setLogLevel). */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'selectree' },
  redact: REDACTED,
});

export function setLogLevel(level: string): void {
  logger.level = level;
}
