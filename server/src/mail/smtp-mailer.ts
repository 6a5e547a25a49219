import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer, type OutgoingMail } from './mail-types';

const PERMANENT_CODES = new Set(['EENVELOPE', 'EMESSAGE']);

/** nodemailer over SMTP (smtp:// or smtps:// with credentials in the URL). */
export class SmtpMailer implements Mailer {
  private readonly transport: ReturnType<typeof nodemailer.createTransport>;

  constructor(smtpUrl: string, from: string) {
    this.transport = nodemailer.createTransport(
      { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
      { from },
    );
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
      return { messageId: String(info.messageId) };
    } catch (error) {
      const { code, responseCode, message } = error as { code?: string; responseCode?: number; message?: string };
      const permanent = !!responseCode && responseCode >= 500 && responseCode < 600 && PERMANENT_CODES.has(code ?? '');
      throw new MailDeliveryError(message ?? 'The mail server did not accept the message', permanent, responseCode);
    }
  }

  close(): void {
    this.transport.close();
  }
}
