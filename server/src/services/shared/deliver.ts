import { logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { MailContent } from '../../mail/templates';

/**
 * Sends an account e-mail whose failure must not change the answer (sign-up, resend, reset
 * request: the answer is the same whether the address has an account, so it cannot depend on
 * whether a message was sent). Failures are logged for the operator.
 */
export async function sendQuietly(deps: { mailer: Mailer }, to: string, content: MailContent): Promise<void> {
  try {
    await deps.mailer.send({ to, ...content });
  } catch (error) {
    logger.error({ err: error, subject: content.subject }, 'account e-mail was not sent');
  }
}
