import { chmod, unlink } from 'node:fs/promises';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { type AdminRequest, type AdminResponse, adminRequestSchema } from './admin-channel-protocol';

export type AdminRequestHandler = (request: AdminRequest) => Promise<AdminResponse>;

/** Stops a request that never ends its line from holding a connection open. */
const MAX_REQUEST_BYTES = 4096;

/** True when something answers on the socket (another server); false for a file left by a crash. */
export function socketAnswers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

function serve(socket: Socket, handle: AdminRequestHandler, logger: FastifyBaseLogger) {
  let received = '';
  socket.setEncoding('utf8');
  socket.setTimeout(10_000, () => socket.destroy());
  const reply = (response: AdminResponse) => socket.end(`${JSON.stringify(response)}\n`);
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.length > MAX_REQUEST_BYTES) return reply({ ok: false, messages: ['Request too large.'] });
    const end = received.indexOf('\n');
    if (end === -1) return;
    socket.removeAllListeners('data');
    // The request is in: from here the connection waits for the work (a backup takes a while), not idles.
    socket.setTimeout(0);
    let parsed: ReturnType<typeof adminRequestSchema.safeParse>;
    try {
      parsed = adminRequestSchema.safeParse(JSON.parse(received.slice(0, end)));
    } catch {
      return reply({ ok: false, messages: ['The request was not understood.'] });
    }
    if (!parsed.success) return reply({ ok: false, messages: ['The request was not understood.'] });
    handle(parsed.data).then(reply, (error: unknown) => {
      logger.error({ err: error }, 'admin channel request failed');
      reply({ ok: false, messages: ['The server could not do that; see its log.'] });
    });
  });
  socket.on('error', () => socket.destroy());
}

/**
 * Listens on the admin socket. A socket file left behind by a crash is removed; one that answers means
 * another server owns this DATA_DIR, and the channel is not started (the database lock refuses it too).
 */
export async function startAdminChannel(
  path: string,
  handle: AdminRequestHandler,
  logger: FastifyBaseLogger,
): Promise<Server | undefined> {
  if (await socketAnswers(path)) {
    logger.warn({ path }, 'admin channel not started: another process answers on its socket');
    return undefined;
  }
  await unlink(path).catch(() => {});
  const server = createServer((socket) => serve(socket, handle, logger));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, resolve);
    });
  } catch (error) {
    // A DATA_DIR path too long for a Unix socket (about 100 characters) or a file system without them.
    logger.warn(
      { err: error, path },
      'admin channel not started: stop the server to use npm run admin:create',
    );
    return undefined;
  }
  await chmod(path, 0o600);
  return server;
}

export async function stopAdminChannel(server: Server | undefined, path: string): Promise<void> {
  if (!server) return;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await unlink(path).catch(() => {});
}
