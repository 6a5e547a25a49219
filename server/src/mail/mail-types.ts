/** What every mail driver implements; the drivers and createMailer (mailer.ts) build on it. */

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
