import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IncomingCallback } from '../../ports';

/**
 * Stands in for our webhook endpoint in adapter tests: records each callback exactly as it arrived (method,
 * headers, raw body) so the test can hand it to `parseCallback`. Accepts POST and PUT, as MoMo uses both.
 */
export class CallbackReceiver {
  readonly received: Array<IncomingCallback & { method: string }> = [];
  private readonly server: Server;
  private address: string | null = null;

  constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({
          method: req.method ?? '',
          headers: req.headers,
          rawBody: Buffer.concat(chunks).toString('utf8'),
        });
        res.writeHead(req.method === 'POST' || req.method === 'PUT' ? 200 : 405).end();
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.address = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks/mtn`;
    return this.address;
  }

  get url(): string {
    if (!this.address) throw new Error('CallbackReceiver not started');
    return this.address;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
