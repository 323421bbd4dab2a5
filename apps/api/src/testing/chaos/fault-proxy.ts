import { EventEmitter, once } from 'node:events';
import net from 'node:net';

/**
 * What the proxy does to the bytes, switchable at run time:
 * - `none`: passes them;
 * - `latency`: holds each chunk `ms` before passing it on;
 * - `stall`: holds everything (both ways, every connection) until the fault is switched off;
 * - `reset`: resets every open connection and each new one (RST, not FIN);
 * - `blackhole`: accepts and swallows everything, answers nothing, closes nothing;
 * - `drip`: passes the bytes a few at a time (a server trickling its answers).
 */
export type Fault =
  | { kind: 'none' }
  | { kind: 'latency'; ms: number }
  | { kind: 'stall' }
  | { kind: 'reset' }
  | { kind: 'blackhole' }
  | { kind: 'drip'; bytesPerTick: number; tickMs: number };

export interface Target {
  host: string;
  port: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A TCP proxy on node:net between our processes and a server (PostgreSQL, Redis, a provider) — or in
 * front of several (the API processes: each new connection goes to the next one that accepts it, like a
 * load balancer). Faults apply to every connection, open or new, from the moment they are set
 * (apps/api/src/testing/tcp-proxy.ts is the tests' simpler cut-and-restore one).
 */
export class FaultProxy {
  readonly name: string;
  port = 0;
  /** Connections accepted, and connections reset by a `reset` fault. */
  readonly counts = { connections: 0, resets: 0, upstreamRefused: 0 };
  private fault: Fault = { kind: 'none' };
  private server: net.Server | undefined;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket | undefined }>();
  private readonly changes = new EventEmitter();
  private nextTarget = 0;

  constructor(
    name: string,
    private readonly targets: Target[],
  ) {
    this.name = name;
    this.changes.setMaxListeners(0);
  }

  get current(): Fault {
    return this.fault;
  }

  /** The proxy's address for a URL, e.g. `http://${proxy.hostPort}/…`. */
  get hostPort(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.server = net.createServer((client) => this.accept(client));
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  setFault(fault: Fault): void {
    const before = this.fault;
    this.fault = fault;
    // A partition that ends leaves its connections broken (as keepalive would find them), not in step.
    if (fault.kind === 'reset' || (before.kind === 'blackhole' && fault.kind !== 'blackhole')) {
      for (const pair of this.pairs) this.reset(pair);
    }
    this.changes.emit('change');
  }

  async close(): Promise<void> {
    this.setFault({ kind: 'none' });
    for (const pair of this.pairs) {
      pair.client.destroy();
      pair.upstream?.destroy();
    }
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private reset(pair: { client: net.Socket; upstream: net.Socket | undefined }): void {
    this.counts.resets += 1;
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
  }

  private accept(client: net.Socket): void {
    this.counts.connections += 1;
    const pair: { client: net.Socket; upstream: net.Socket | undefined } = { client, upstream: undefined };
    this.pairs.add(pair);
    client.on('error', () => client.destroy());
    client.on('close', () => {
      this.pairs.delete(pair);
      pair.upstream?.destroy();
    });
    if (this.fault.kind === 'reset') {
      this.reset(pair);
      return;
    }
    client.pause();
    this.connect(pair, 0);
  }

  private connect(pair: { client: net.Socket; upstream: net.Socket | undefined }, tried: number): void {
    if (tried >= this.targets.length) {
      pair.client.destroy();
      return;
    }
    const target = this.targets[this.nextTarget++ % this.targets.length] as Target;
    const upstream = net.connect(target.port, target.host);
    let connected = false;
    upstream.on('error', () => {
      if (!connected && !pair.client.destroyed) {
        this.counts.upstreamRefused += 1;
        this.connect(pair, tried + 1);
      }
      upstream.destroy();
    });
    upstream.on('connect', () => {
      connected = true;
      pair.upstream = upstream;
      if (pair.client.destroyed) {
        upstream.destroy();
        return;
      }
      upstream.on('close', () => pair.client.destroy());
      this.relay(pair.client, upstream);
      this.relay(upstream, pair.client);
      pair.client.resume();
    });
  }

  /** Moves the bytes of one direction in order, each chunk through the fault set at the time. */
  private relay(from: net.Socket, to: net.Socket): void {
    const queue: Buffer[] = [];
    let ended = false;
    let pumping = false;
    const pump = async () => {
      if (pumping) return;
      pumping = true;
      while (queue.length > 0 && !to.destroyed) {
        const fault = this.fault;
        if (fault.kind === 'stall') {
          await once(this.changes, 'change');
          continue;
        }
        const chunk = queue.shift() as Buffer;
        if (fault.kind === 'blackhole') continue;
        if (fault.kind === 'latency') await sleep(fault.ms);
        if (fault.kind === 'drip') {
          for (let at = 0; at < chunk.length && !to.destroyed; at += fault.bytesPerTick) {
            to.write(chunk.subarray(at, at + fault.bytesPerTick));
            await sleep(fault.tickMs);
          }
          continue;
        }
        if (!to.destroyed) to.write(chunk);
      }
      pumping = false;
      if (ended && queue.length === 0 && !to.destroyed) to.end();
    };
    from.on('data', (chunk: Buffer) => {
      queue.push(chunk);
      void pump();
    });
    from.on('end', () => {
      ended = true;
      void pump();
    });
  }
}
