import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { MailTransport } from './mail.transport';
import { linksIn } from './text-links';

/**
 * The developer's local mailbox: with no SMTP server (SMTP_URL unset), outside production, a message goes
 * nowhere — it is kept in email_messages as `kept_locally`, with its links and codes, and read at
 * /dev/mailbox (dev-mailbox.routes.ts). Production refuses to start without SMTP_URL (config.ts), so no
 * real person's mail is ever kept this way.
 */
export const keepsMailLocally = (config: Pick<Config, 'smtpUrl' | 'nodeEnv'>): boolean =>
  !config.smtpUrl && config.nodeEnv !== 'production';

export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** An address in a log line: its first character and its domain (`m***@example.zm`). */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

export interface LocalMailboxOptions {
  /**
   * Outside production: each message's links are printed once and its stored copy keeps its secrets.
   * False only for a production configuration made without loadConfig (tests): the envelope is logged.
   */
  forDeveloper: boolean;
  /** The mailbox's address, named in the log line (APP_URL + /dev/mailbox). */
  mailboxUrl: string;
}

/** The transport of a machine without SMTP_URL: it sends nothing and says so, once per message. */
export function localMailboxTransport(
  logger: FastifyBaseLogger,
  connections: number,
  options: LocalMailboxOptions,
): MailTransport {
  return {
    kind: 'log',
    connections,
    keepsSecrets: options.forDeveloper,
    async send(mail) {
      const envelope = { to: maskAddress(mail.to), subject: mail.subject };
      if (!options.forDeveloper) {
        logger.info(envelope, 'SMTP_URL not set: e-mail kept, not sent');
        return;
      }
      // The one exception to "no secret in logs" (docs/product.md §15.5): outside production, with no
      // mail server, the terminal is where a developer finds a verification or reset link. Every template
      // writes each of its links in the plain-text part. Codes are not printed: they are at /dev/mailbox.
      logger.info(
        { ...envelope, links: linksIn(mail.text), mailbox: options.mailboxUrl },
        `e-mail kept locally, not sent (no SMTP_URL): read it at ${options.mailboxUrl}`,
      );
    },
    close() {},
  };
}
