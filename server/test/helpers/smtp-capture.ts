import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** A message the capture server accepted, decoded enough to assert on. */
export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  raw: string;
}

/**
 * What to do with the next message: accept it, refuse it (code 421 = transient, 550 = permanent),
 * or hold it without answering (the client waits; the test may kill it meanwhile).
 */
export type Verdict = { accept: true } | { accept: false; code: number; message?: string } | { hold: true };

export interface SmtpCapture {
  readonly port: number;
  readonly url: string;
  /** Accepted messages, in arrival order. */
  readonly messages: CapturedMail[];
  /** Decides each message (default: accept). Called with the message and the number accepted so far. */
  policy: (mail: CapturedMail, acceptedSoFar: number) => Verdict;
  clear(): void;
  /** Resolves with the accepted messages once there are at least `count` (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<CapturedMail[]>;
  /** The one accepted message to this address (fails if there is not exactly one). */
  onlyTo(address: string): CapturedMail;
  /** Messages that arrived and were held (never answered). */
  readonly held: CapturedMail[];
}

/** A real SMTP server on a free loopback port for the test file; every message is parsed and kept. */
export function useSmtpCapture(): SmtpCapture {
  const messages: CapturedMail[] = [];
  const held: CapturedMail[] = [];
  let server: SMTPServer | undefined;
  const capture = {
    port: 0,
    url: '',
    messages,
    held,
    policy: (): Verdict => ({ accept: true }),
    clear() {
      messages.length = 0;
      held.length = 0;
      capture.policy = () => ({ accept: true });
    },
    async waitFor(count: number, timeoutMs = 30_000) {
      const started = Date.now();
      while (messages.length < count) {
        if (Date.now() - started > timeoutMs) {
          throw new Error(`expected ${count} e-mails, got ${messages.length} after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return messages;
    },
    onlyTo(address: string) {
      const found = messages.filter((mail) => mail.to.includes(address.toLowerCase()));
      if (found.length !== 1) throw new Error(`expected one e-mail to ${address}, got ${found.length}`);
      return found[0];
    },
  } as SmtpCapture & { port: number; url: string };

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      // No DNS for the loopback client (the lookup may wait up to 1.5 s on a machine without DNS).
      disableReverseLookup: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData(stream, session: SMTPServerSession, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mail = parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          );
          const verdict = capture.policy(mail, messages.length);
          if ('hold' in verdict) {
            held.push(mail);
            return; // never answer: the sender waits until it times out or dies
          }
          if (verdict.accept) {
            messages.push(mail);
            return callback();
          }
          const error = new Error(verdict.message ?? 'Refused by the test') as Error & { responseCode: number };
          error.responseCode = verdict.code;
          callback(error);
        });
      },
    });
    server.on('error', () => undefined); // dropped connections (a killed sender) are expected
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    capture.port = (server.server.address() as AddressInfo).port;
    capture.url = `smtp://127.0.0.1:${capture.port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  return capture;
}

/** Minimal MIME: headers, multipart/alternative, quoted-printable and base64 bodies. */
function parseMail(raw: string, to: string[]): CapturedMail {
  const { headers, body } = splitPart(raw);
  const parts = partsOf(headers, body);
  const textPart = parts.find((part) => part.type.startsWith('text/plain'));
  const htmlPart = parts.find((part) => part.type.startsWith('text/html'));
  return {
    to,
    from: headers.get('from') ?? '',
    subject: decodeHeader(headers.get('subject') ?? ''),
    messageId: headers.get('message-id') ?? '',
    text: textPart?.content ?? '',
    html: htmlPart?.content ?? '',
    raw,
  };
}

function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function partsOf(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitPart(chunk.replace(/^\n/, ''));
        return partsOf(part.headers, part.body);
      });
  }
  return [{ type, content: decodeBody(body, headers.get('content-transfer-encoding') ?? '7bit') }];
}

function decodeBody(body: string, encoding: string): string {
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function decodeHeader(value: string): string {
  // RFC 2047: whitespace between two adjacent encoded words is not part of the text.
  return value
    .replace(/(=\?[^?]+\?[BQ]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** The first link in the message text that starts with the given URL prefix. */
export function linkIn(mail: CapturedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s"<>]*`).exec(mail.text);
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}

/** The token query parameter of a link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
