import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { type LocalMailboxOptions, localMailboxTransport } from './local-mailbox';
import { connectionsPerLane, type MailLane } from './mail-lanes';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface MailTransport {
  /** `log`: nothing leaves the machine; what it takes is kept locally (local-mailbox.ts). */
  readonly kind: 'smtp' | 'log';
  /** The stored copy keeps its links and codes once taken: only the developer's local mailbox. */
  readonly keepsSecrets: boolean;
  /** How many messages it can carry at once (its SMTP connections). */
  readonly connections: number;
  /** Delivers one message; `signal` ends the exchange (and closes its connection) when it aborts. */
  send(mail: OutgoingMail, signal: AbortSignal): Promise<void>;
  close(): void;
}

export type MailTransports = Record<MailLane, MailTransport>;

/**
 * How long each stage of an SMTP exchange may be silent before nodemailer gives up: well inside the
 * sender's claim on a message (mail-sender.ts). Nodemailer's own defaults (2 minutes to connect, 30 s for
 * the greeting, 10 minutes of silence) outlived the claim, so a stalled server kept a code's lane busy
 * for the code's whole life and let a second sender take the message while the first still held it. An
 * option of the same name in SMTP_URL's query (`?socketTimeout=60000`) overrides one: nodemailer reads
 * the URL's options over these.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP through nodemailer when SMTP_URL is set (options such as `?ignoreTLS=true` ride on the URL): one
 * pool of connections per lane, together within SMTP_MAX_CONNECTIONS, so that bulk mail can never take
 * the connection a code needs. Otherwise nothing is sent: messages stay in email_messages, kept locally
 * (local-mailbox.ts).
 */
export function createMailTransports(
  smtpUrl: string | undefined,
  maxConnections: number,
  logger: FastifyBaseLogger,
  local: LocalMailboxOptions = { forDeveloper: false, mailboxUrl: '' },
): MailTransports {
  const perLane = connectionsPerLane(maxConnections);
  if (!smtpUrl) {
    return {
      urgent: localMailboxTransport(logger, perLane.urgent, local),
      bulk: localMailboxTransport(logger, perLane.bulk, local),
    };
  }
  return { urgent: smtpPool(smtpUrl, perLane.urgent), bulk: smtpPool(smtpUrl, perLane.bulk) };
}

function smtpPool(smtpUrl: string, connections: number): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: connections,
    ...SMTP_TIMEOUTS,
  });
  return {
    kind: 'smtp',
    keepsSecrets: false,
    connections,
    async send(mail, signal) {
      await transporter.sendMail({ ...mail, signal });
    },
    close() {
      transporter.close();
    },
  };
}
