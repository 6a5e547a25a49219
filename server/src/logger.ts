import pino from 'pino';

/** Structured JSON logs on stdout. The level comes from config once it is loaded (setLogLevel). */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { service: 'selectree' },
  redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
});

export function setLogLevel(level: string): void {
  logger.level = level;
}
