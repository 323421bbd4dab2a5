import { connect } from 'node:net';

/**
 * PGlite takes no lock on its data directory, so opening it while the server has it open does not fail:
 * both processes would write to the same files and corrupt them. A server answering on PORT is the sign.
 */
export function serverIsListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', timeout: 500 });
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
