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
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export type MailTransports = Record<MailLane, MailTransport>;

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
  const transporter = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: connections });
  return {
    kind: 'smtp',
    connections,
    async send(mail) {
      await transporter.sendMail(mail);
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
