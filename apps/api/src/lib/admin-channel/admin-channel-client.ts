import { createConnection } from 'node:net';
import type { AdminRequest, AdminResponses } from './admin-channel-protocol';

/**
 * Sends one request to the running server's admin socket; undefined when nothing listens there (no
 * server, or one that holds no embedded database).
 */
export function askRunningServer<R extends AdminRequest>(
  path: string,
  request: R,
  timeoutMs = 15_000,
): Promise<AdminResponses[R['command']] | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`The running server did not answer within ${timeoutMs / 1000} seconds.`));
    });
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(request)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    socket.once('end', () => {
      try {
        resolve(JSON.parse(received.trim()) as AdminResponses[R['command']]);
      } catch {
        reject(new Error('The running server answered something this command does not understand.'));
      }
    });
    socket.once('error', (error) => (connected ? reject(error) : resolve(undefined)));
  });
}
