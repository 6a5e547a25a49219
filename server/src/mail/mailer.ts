import type { AppConfig } from '../config';
import { logger } from '../logger';
import type { Mailer } from './mail-types';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export { MailDeliveryError, type Mailer, type OutgoingMail } from './mail-types';

/** SMTP from SMTP_URL; without it, the outbox folder under DATA_DIR (development). */
export function createMailer(config: AppConfig): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  const production = config.nodeEnv === 'production';
  if (production) logger.warn('SMTP_URL is not set: e-mail is written to the outbox folder and not delivered');
  return new OutboxMailer(config.dataDir, config.mailFrom, !production);
}
