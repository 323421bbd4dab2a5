import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingCallback } from '../../ports';

/** A local endpoint that records webhooks exactly as they arrive (raw body and headers) and answers 200. */
export class WebhookReceiver {
  private server: Server | undefined;
  readonly received: IncomingCallback[] = [];
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ headers: { ...req.headers }, rawBody: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/lenco`;
    return this;
  }

  async close(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
