import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server for tests: it records every message it accepts, and can be told to refuse the
 * next N deliveries with a temporary error, to prove that the sender retries and loses nothing.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  refuseNext = 0;
  refusedCount = 0;
  /** How long the server takes over each message, like a real one under load. */
  delayMs = 0;
  /** Connections a client dropped in the middle of a message (a sender killed while sending). */
  readonly droppedConnections: Error[] = [];
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.refuseNext > 0) {
            this.refuseNext--;
            this.refusedCount++;
            const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
            callback(error);
            return;
          }
          const accept = () => {
            this.received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          };
          if (this.delayMs > 0) setTimeout(accept, this.delayMs);
          else accept();
        });
      },
    });
    // smtp-server re-emits a connection reset in the middle of a message as the server's 'error'
    // event; with no listener Node throws it out of the test. A sender that dies mid-message is what
    // some tests do on purpose, so a reset is recorded; any other error is thrown as before.
    this.server.on('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
      this.droppedConnections.push(error);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}?ignoreTLS=true`;
  }

  /** Resolves with the first message to `to` that arrives within `timeoutMs`. */
  async waitFor(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = this.received.find((m) => m.to.includes(to));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
