import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';

/**
 * The EICAR anti-virus test file, which every scanner reports and which harms nothing; built from parts so
 * that a scanner on a developer's machine does not flag this source file.
 */
export const EICAR = Buffer.from(
  ['X5O!P%@AP[4\\PZX54(P^)7CC)7}$', 'EICAR-STANDARD-ANTIVIRUS-', 'TEST-FILE!$H+H*'].join(''),
  'latin1',
);

export interface FakeClamdOptions {
  /** Never answer a scan (a clamd that hangs). */
  stall?: boolean;
  /** clamd's StreamMaxLength: past it the answer is "INSTREAM size limit exceeded. ERROR". */
  streamMaxLength?: number;
  /** Which bytes are infected; by default those containing the EICAR test string. */
  infected?: (content: Buffer) => boolean;
}

export interface FakeClamd {
  url: string;
  port: number;
  /** Every stream scanned to the end, as received, and the sizes of its chunks. */
  scans: { content: Buffer; chunkSizes: number[] }[];
  close(): Promise<void>;
}

/**
 * A small clamd for tests, following clamd(8): commands prefixed `z` (NUL-terminated, answers end in NUL) or
 * `n` (newline); PING answers PONG; INSTREAM reads chunks of a 4-byte big-endian length and the data until a
 * zero length, then answers `stream: OK` or `stream: <name> FOUND`.
 */
export async function startFakeClamd(options: FakeClamdOptions = {}): Promise<FakeClamd> {
  const scans: FakeClamd['scans'] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = Buffer.alloc(0);
    let command: { name: string; end: string } | undefined;
    const chunks: Buffer[] = [];
    const chunkSizes: number[] = [];
    let streamed = 0;
    socket.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      if (!command) {
        const prefix = buffer.subarray(0, 1).toString('latin1');
        const terminator = prefix === 'z' ? 0 : 0x0a;
        const end = buffer.indexOf(terminator);
        if (end < 0) return;
        command = { name: buffer.subarray(1, end).toString('latin1'), end: prefix === 'z' ? '\0' : '\n' };
        buffer = buffer.subarray(end + 1);
        if (command.name === 'PING') return void socket.end(`PONG${command.end}`);
        if (command.name !== 'INSTREAM') return void socket.end(`UNKNOWN COMMAND${command.end}`);
      }
      while (buffer.length >= 4) {
        const length = buffer.readUInt32BE(0);
        if (length === 0) {
          const content = Buffer.concat(chunks);
          scans.push({ content, chunkSizes });
          if (options.stall) return;
          const found = (options.infected ?? ((bytes: Buffer) => bytes.includes(EICAR)))(content);
          return void socket.end(`stream: ${found ? 'Eicar-Test-Signature FOUND' : 'OK'}${command.end}`);
        }
        if (buffer.length < 4 + length) return;
        streamed += length;
        if (options.streamMaxLength !== undefined && streamed > options.streamMaxLength) {
          return void socket.end(`INSTREAM size limit exceeded. ERROR${command.end}`);
        }
        chunks.push(buffer.subarray(4, 4 + length));
        chunkSizes.push(length);
        buffer = buffer.subarray(4 + length);
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `tcp://127.0.0.1:${port}`,
    port,
    scans,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };
}
