import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
  readonly kind: 'smtp' | 'log';
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
 * the connection a code needs. Otherwise messages are only logged — they are stored in email_messages
 * either way.
 */
export function createMailTransports(
  smtpUrl: string | undefined,
  maxConnections: number,
  logger: FastifyBaseLogger,
): MailTransports {
  const perLane = connectionsPerLane(maxConnections);
  if (!smtpUrl) {
    return { urgent: logTransport(logger, perLane.urgent), bulk: logTransport(logger, perLane.bulk) };
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
    connections,
    async send(mail, signal) {
      await transporter.sendMail({ ...mail, signal });
    },
    close() {
      transporter.close();
    },
  };
}

function logTransport(logger: FastifyBaseLogger, connections: number): MailTransport {
  return {
    kind: 'log',
    connections,
    async send(mail) {
      // The body can hold a sign-in link, so only the envelope is logged.
      logger.info({ to: mail.to, subject: mail.subject }, 'SMTP_URL not set: e-mail stored, not sent');
    },
    close() {},
  };
}
