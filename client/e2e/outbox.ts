import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appUrl } from './helpers';

/**
 * The development outbox the journeys read their e-mail from: without SMTP_URL the app writes each
 * message to <DATA_DIR>/outbox/*.eml (E2E_DATA_DIR is the app's DATA_DIR; scripts/e2e.sh sets it).
 */
const dataDir = process.env.E2E_DATA_DIR ?? '';

/** A link from an e-mail or the CLI, on the app under test (they are built from PUBLIC_URL). */
export function sameOrigin(link: string): string {
  const url = new URL(link);
  return appUrl(`${url.pathname}${url.search}`);
}

/** A quoted-printable body made readable (soft line breaks, =XX escapes). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The messages in the development outbox addressed to `to` (newest last). */
export function outboxMessages(to: string): string[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => decodeQuotedPrintable(readFileSync(join(outbox, name), 'utf8')))
    .filter((message) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(message));
}

/** Waits for a message to `to` whose text matches `pattern`; answers the first match. */
export async function waitForMail(to: string, pattern: RegExp): Promise<RegExpExecArray> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    for (const message of outboxMessages(to).reverse()) {
      const match = pattern.exec(message);
      if (match) return match;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail to ${to} matching ${pattern} in ${join(dataDir, 'outbox')}`);
}
