import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_MAILBOX_DIR } from './environment';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  /** The message source with quoted-printable soft breaks and escapes undone. */
  body: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function readAll(): ReceivedEmail[] {
  return readdirSync(E2E_MAILBOX_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const { to, raw } = JSON.parse(readFileSync(join(E2E_MAILBOX_DIR, file), 'utf8')) as {
        to: string[];
        raw: string;
      };
      const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
      return { to, subject, body: decodeQuotedPrintable(raw) };
    });
}

/**
 * Waits for the newest e-mail to `to` whose subject contains `subject` (and whose body contains
 * `bodyIncludes`, when one staff inbox receives several such e-mails), as the real SMTP server got it.
 */
export async function waitForEmail(
  to: string,
  subject: string,
  timeoutMs = 20_000,
  bodyIncludes = '',
): Promise<ReceivedEmail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readAll()
      .filter((m) => m.to.includes(to.toLowerCase()) && m.subject.includes(subject))
      .filter((m) => m.body.includes(bodyIncludes))
      .at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail "${subject}" to ${to} within ${timeoutMs} ms`);
}

/** The first link in an e-mail that starts with `prefix` (for example the app's /verify-email URL). */
export function linkIn(email: ReceivedEmail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${escaped}[A-Za-z0-9_\\-?=/%.&]+`).exec(email.body);
  if (!match) throw new Error(`no link starting ${prefix} in "${email.subject}"`);
  return match[0];
}
