import type { AppConfig } from '../config';
import { logger } from '../logger';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** One message. Links are listed so the development outbox can log them. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A stable Message-ID (bulk e-mail: the same one if a recipient's message is ever sent again). */
  messageId?: string;
  links?: string[];
}

export interface Mailer {
  /** Resolves when the mail server has accepted the message; rejects with MailDeliveryError. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * Why a message was not accepted. `permanent`: the server refused this message or address for good
 * (5xx on the envelope or data), so sending it again cannot help. Anything else (connection refused
 * or dropped, timeouts, 4xx) is transient: the server may take it later.
 */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode?: number,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** SMTP from SMTP_URL; without it, the outbox folder under DATA_DIR (development). */
export function createMailer(config: AppConfig): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  const production = config.nodeEnv === 'production';
  if (production) logger.warn('SMTP_URL is not set: e-mail is written to the outbox folder and not delivered');
  return new OutboxMailer(config.dataDir, config.mailFrom, !production);
}
