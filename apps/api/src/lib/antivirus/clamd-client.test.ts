import { once } from 'node:events';
import { createServer } from 'node:net';
import clamdjs from 'clamdjs';
import { afterEach, describe, expect, it } from 'vitest';
import { ClamdUnavailableError, clamdAddress, instreamRequest, scanWithClamd } from './clamd-client';
import { EICAR, type FakeClamd, startFakeClamd } from './testing/fake-clamd';

const started: FakeClamd[] = [];
async function fakeClamd(options: Parameters<typeof startFakeClamd>[0] = {}) {
  const clamd = await startFakeClamd(options);
  started.push(clamd);
  return clamd;
}
afterEach(async () => {
  await Promise.all(started.splice(0).map((clamd) => clamd.close()));
});

const target = (clamd: FakeClamd, timeoutMs = 2000) => ({ host: '127.0.0.1', port: clamd.port, timeoutMs });

describe('the clamd client (INSTREAM over TCP)', () => {
  it('sends zINSTREAM, 4-byte big-endian length-prefixed chunks and a zero-length end', () => {
    const content = Buffer.alloc(64 * 1024 + 10, 7);
    const parts = instreamRequest(content);
    expect(parts[0]?.toString('latin1')).toBe('zINSTREAM\0');
    expect(parts[1]?.readUInt32BE(0)).toBe(64 * 1024);
    expect(parts[3]?.readUInt32BE(0)).toBe(10);
    expect(parts.at(-1)).toEqual(Buffer.alloc(4));
    expect(parts).toHaveLength(6);
  });

  it('answers clean for clean bytes and names the signature for the EICAR test file', async () => {
    const clamd = await fakeClamd();
    const photo = Buffer.alloc(200_000, 1);
    expect(await scanWithClamd(target(clamd), photo)).toEqual({ clean: true });
    expect(await scanWithClamd(target(clamd), EICAR)).toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    // Every byte arrived, in chunks of at most 64 KiB.
    expect(clamd.scans[0]?.content.equals(photo)).toBe(true);
    expect(clamd.scans[0]?.chunkSizes).toEqual([65_536, 65_536, 65_536, 3_392]);
  });

  it('gives up within its timeout when clamd never answers', async () => {
    const clamd = await fakeClamd({ stall: true });
    const started = Date.now();
    await expect(scanWithClamd(target(clamd, 300), Buffer.from('x'))).rejects.toThrow(
      new ClamdUnavailableError('no verdict within 300 ms'),
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports a refused connection, an answer that is not a verdict and an empty close as no verdict', async () => {
    const clamd = await fakeClamd({ streamMaxLength: 10 });
    await expect(scanWithClamd(target(clamd), Buffer.alloc(100))).rejects.toThrow(
      'unexpected answer "INSTREAM size limit exceeded. ERROR"',
    );
    const port = clamd.port;
    await clamd.close();
    started.length = 0;
    await expect(scanWithClamd({ host: '127.0.0.1', port, timeoutMs: 1000 }, EICAR)).rejects.toThrow(
      'ECONNREFUSED',
    );
    const silent = createServer((socket) => socket.end());
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    const silentPort = typeof address === 'object' && address ? address.port : 0;
    await expect(
      scanWithClamd({ host: '127.0.0.1', port: silentPort, timeoutMs: 1000 }, Buffer.from('x')),
    ).rejects.toThrow('closed the connection without an answer');
    silent.close();
  });

  it('reads CLAMAV_URL as tcp://host:port, 3310 by default', () => {
    expect(clamdAddress('tcp://127.0.0.1:3310')).toEqual({ host: '127.0.0.1', port: 3310 });
    expect(clamdAddress('tcp://clamav.internal')).toEqual({ host: 'clamav.internal', port: 3310 });
  });
});

describe('the fake clamd speaks clamd’s protocol to a client we did not write (clamdjs)', () => {
  it('answers clamdjs’s INSTREAM scans as clamd would', async () => {
    const clamd = await fakeClamd();
    const scanner = clamdjs.createScanner('127.0.0.1', clamd.port);
    const clean = await scanner.scanBuffer(Buffer.alloc(5000, 3), 2000, 1024);
    expect(clamdjs.isCleanReply(clean)).toBe(true);
    const infected = await scanner.scanBuffer(EICAR, 2000, 16);
    expect(infected).toMatch(/^stream: Eicar-Test-Signature FOUND/);
    expect(clamdjs.isCleanReply(infected)).toBe(false);
    expect(clamd.scans[0]?.chunkSizes).toEqual([1024, 1024, 1024, 1024, 904]);
  });
});
