import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'log';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set (options such as `?ignoreTLS=true` ride on the URL);
 * otherwise messages are only logged — they are still stored in email_messages either way.
 */
export function createMailTransport(smtpUrl: string | undefined, logger: FastifyBaseLogger): MailTransport {
  if (!smtpUrl) {
    return {
      kind: 'log',
      async send(mail) {
        // The body can hold a sign-in link, so only the envelope is logged.
        logger.info({ to: mail.to, subject: mail.subject }, 'SMTP_URL not set: e-mail stored, not sent');
      },
      close() {},
    };
  }
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close() {
      transporter.close();
    },
  };
}
