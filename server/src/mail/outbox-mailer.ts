import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '../logger';
import type { Mailer, OutgoingMail } from './mail-types';

/**
 * Development without SMTP_URL: each message is written as an .eml file to <DATA_DIR>/outbox and
 * its links are logged, so a new user can verify an account locally.
 */
export class OutboxMailer implements Mailer {
  readonly dir: string;
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  /** logLinks: false in production, where links (single-use credentials) must not reach the logs. */
  constructor(
    dataDir: string,
    from: string,
    private readonly logLinks = true,
  ) {
    this.dir = path.join(dataDir, 'outbox');
    this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from });
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const info = await this.transport.sendMail({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: mail.messageId,
    });
    fs.mkdirSync(this.dir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(this.dir, `${stamp}-${crypto.randomBytes(3).toString('hex')}.eml`);
    fs.writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    const links = this.logLinks ? (mail.links ?? []) : undefined;
    logger.info({ to: mail.to, subject: mail.subject, links, file }, 'e-mail written to the outbox');
    return { messageId: String(info.messageId) };
  }

  close(): void {}
}
