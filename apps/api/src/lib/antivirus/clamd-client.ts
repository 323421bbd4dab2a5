import { connect } from 'node:net';

/** Where clamd listens (CLAMAV_URL, tcp://host:port) and how long one scan may take, answer included. */
export interface ClamdTarget {
  host: string;
  port: number;
  timeoutMs: number;
}

/** What clamd said of the bytes: clean, or the name of the signature it found. */
export type ScanVerdict = { clean: true } | { clean: false; signature: string };

/**
 * clamd could not give a verdict: not listening, too slow, closed early, or an answer such as
 * "INSTREAM size limit exceeded. ERROR". The caller decides what an unscanned file means (KYC refuses it).
 */
export class ClamdUnavailableError extends Error {
  constructor(readonly problem: string) {
    super(`clamd gave no verdict: ${problem}`);
  }
}

/** 64 KiB a chunk: well under clamd's StreamMaxLength (25 MB by default) however many are sent. */
const CHUNK_BYTES = 64 * 1024;
/** An answer longer than this is not clamd's. */
const MAX_REPLY_BYTES = 4096;

/** The INSTREAM request (clamd(8)): `zINSTREAM\0`, chunks of a 4-byte big-endian length and the bytes, then a zero length. */
export function instreamRequest(content: Buffer): Buffer[] {
  const parts: Buffer[] = [Buffer.from('zINSTREAM\0', 'latin1')];
  for (let offset = 0; offset < content.length; offset += CHUNK_BYTES) {
    const chunk = content.subarray(offset, offset + CHUNK_BYTES);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(chunk.length);
    parts.push(length, chunk);
  }
  parts.push(Buffer.alloc(4));
  return parts;
}

/** clamd's one-line answer to INSTREAM: `stream: OK`, `stream: <signature> FOUND`, or `… ERROR`. */
export function verdictOf(reply: string): ScanVerdict {
  const line = reply.replace(/\0$/, '').trim();
  if (line === 'stream: OK') return { clean: true };
  const found = /^stream: (.+) FOUND$/.exec(line);
  if (found?.[1]) return { clean: false, signature: found[1] };
  throw new ClamdUnavailableError(`unexpected answer ${JSON.stringify(line.slice(0, 200))}`);
}

/** Sends `content` to clamd over TCP with INSTREAM and reads its verdict, within `target.timeoutMs` in all. */
export function scanWithClamd(target: ClamdTarget, content: Buffer): Promise<ScanVerdict> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    let size = 0;
    let settled = false;
    const socket = connect({ host: target.host, port: target.port });
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      outcome();
    };
    const fail = (problem: string) => finish(() => reject(new ClamdUnavailableError(problem)));
    const timer = setTimeout(() => fail(`no verdict within ${target.timeoutMs} ms`), target.timeoutMs);
    const answer = () => {
      const reply = Buffer.concat(received).toString('latin1');
      if (!reply) return fail('closed the connection without an answer');
      try {
        const verdict = verdictOf(reply);
        finish(() => resolve(verdict));
      } catch (error) {
        finish(() => reject(error));
      }
    };
    socket.on('connect', () => {
      for (const part of instreamRequest(content)) socket.write(part);
    });
    socket.on('data', (data: Buffer) => {
      received.push(data);
      size += data.length;
      if (size > MAX_REPLY_BYTES) return fail('answer too long');
      // With the z prefix clamd ends its answer with a NUL.
      if (data.includes(0)) answer();
    });
    socket.on('end', answer);
    socket.on('error', (error: NodeJS.ErrnoException) => fail(error.code ?? error.message));
  });
}

/** Reads CLAMAV_URL: `tcp://host:port` (clamd's TCPSocket; 3310 when the port is left out). */
export function clamdAddress(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[|\]$/g, ''), port: parsed.port ? Number(parsed.port) : 3310 };
}
