import { createConnection } from 'node:net';
import type { AdminRequest, AdminResponse } from './admin-channel-protocol';

/**
 * Sends one request to the running server's admin socket; undefined when nothing listens there (no
 * server, or one that holds no embedded database).
 */
export function askRunningServer(path: string, request: AdminRequest): Promise<AdminResponse | undefined> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    let received = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.setTimeout(15_000, () => {
      socket.destroy();
      reject(new Error('The running server did not answer within 15 seconds.'));
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
        resolve(JSON.parse(received.trim()) as AdminResponse);
      } catch {
        reject(new Error('The running server answered something this command does not understand.'));
      }
    });
    socket.once('error', (error) => (connected ? reject(error) : resolve(undefined)));
  });
}
