import net from 'node:net';

/**
 * A TCP proxy in front of a real server that a test can cut and restore, to act out a database
 * outage (a restart, a network cut) without touching the shared server itself — or stall, to act out a
 * server that takes a connection and then says nothing (an SMTP server that never greets).
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** While set, new connections are accepted and left silent: nothing reaches the server behind. */
  stalled = false;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(port = 0): Promise<number> {
    this.server = net.createServer((client) => {
      this.track(client);
      if (this.stalled) return;
      const upstream = net.connect(this.targetPort, this.targetHost);
      this.track(upstream);
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this.port;
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  /** Drops every open connection and stops listening: the database is "down". */
  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}
