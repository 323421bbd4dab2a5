import { kycDocuments } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  EICAR,
  type FakeClamd,
  type FakeClamdOptions,
  startFakeClamd,
} from '../../lib/antivirus/testing/fake-clamd';
import { verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { cameraJpeg } from './testing/kyc-images';
import { uploadPhoto } from './testing/kyc-requests';

// Identity photos pass clamd (CLAMAV_URL) before any decoder reads them, and nothing unscanned is kept
// (docs/product.md §20.3, decision 058). The clamd here is a fake that follows clamd(8)'s INSTREAM protocol.

const UNREADABLE = 'We could not read that photo. Take it again.';
const TRY_AGAIN = 'Photos cannot be saved or shown right now. Please try again in a few minutes.';

describe('identity photos are scanned for viruses when CLAMAV_URL is set', () => {
  const behaviour: FakeClamdOptions = {};
  let clamd: FakeClamd;
  let t: TestApp;
  beforeAll(async () => {
    clamd = await startFakeClamd(behaviour);
    t = await createTestApp({
      config: { antivirus: { host: '127.0.0.1', port: clamd.port, timeoutMs: 500 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await clamd.close();
  });

  const photosOf = (userId: string) =>
    t.ctx.db.select().from(kycDocuments).where(eq(kycDocuments.userId, userId));
  const logEvents = (event: string) =>
    t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.event === event);

  it('stores a clean photo after clamd has read every byte of it as sent', async () => {
    const alice = await verifiedBorrower(t);
    const photo = await cameraJpeg({ width: 300, height: 200 });
    const before = clamd.scans.length;
    const answer = await uploadPhoto(t, alice.token, 'selfie', photo);
    expect(answer.statusCode).toBe(200);
    expect(clamd.scans.slice(before).map((scan) => scan.content.equals(photo))).toEqual([true]);
    expect(await photosOf(alice.userId)).toHaveLength(1);
  });

  it('refuses an infected upload with 400 KYC_FILE_INFECTED, keeps nothing and logs the signature', async () => {
    const alice = await verifiedBorrower(t);
    // A real camera photo that clamd reports (a signature may match any file type).
    behaviour.infected = () => true;
    const answer = await uploadPhoto(
      t,
      alice.token,
      'nrc_front',
      await cameraJpeg({ width: 64, height: 64 }),
    );
    behaviour.infected = undefined;
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual({
      code: 'KYC_FILE_INFECTED',
      message: UNREADABLE,
      details: [{ field: 'file', message: UNREADABLE, msg: UNREADABLE }],
    });
    expect(await photosOf(alice.userId)).toEqual([]);
    expect(logEvents('kyc.upload_infected').filter((line) => line.userId === alice.userId)).toEqual([
      expect.objectContaining({ level: 40, signature: 'Eicar-Test-Signature' }),
    ]);
  });

  it('refuses the EICAR test file as infected before its content is checked', async () => {
    const alice = await verifiedBorrower(t);
    const answer = await uploadPhoto(t, alice.token, 'selfie', EICAR);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('KYC_FILE_INFECTED');
  });

  it('fails closed: a clamd that does not answer in time is a 503 to try again, and nothing is kept', async () => {
    const alice = await verifiedBorrower(t);
    behaviour.stall = true;
    const started = Date.now();
    const answer = await uploadPhoto(t, alice.token, 'selfie', await cameraJpeg({ width: 64, height: 64 }));
    behaviour.stall = false;
    expect(Date.now() - started).toBeLessThan(3000);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toEqual({ code: 'KYC_SCAN_UNAVAILABLE', message: TRY_AGAIN });
    expect(await photosOf(alice.userId)).toEqual([]);
    expect(logEvents('kyc.scan_unavailable').filter((line) => line.userId === alice.userId)).toEqual([
      expect.objectContaining({ level: 50, problem: 'no verdict within 500 ms' }),
    ]);
  });
});

describe('the virus scanner unreachable or unset', () => {
  it('answers 503 KYC_SCAN_UNAVAILABLE when nothing listens at CLAMAV_URL', async () => {
    const gone = await startFakeClamd();
    const port = gone.port;
    await gone.close();
    const t = await createTestApp({
      config: { antivirus: { host: '127.0.0.1', port, timeoutMs: 1000 } },
    });
    try {
      const alice = await verifiedBorrower(t);
      const answer = await uploadPhoto(t, alice.token, 'selfie', await cameraJpeg({ width: 64, height: 64 }));
      expect(answer.statusCode).toBe(503);
      expect(answer.json().error.code).toBe('KYC_SCAN_UNAVAILABLE');
    } finally {
      await t.close();
    }
  });

  it('reads CLAMAV_URL as tcp://host:port, scans nothing when it is unset, and refuses other schemes', () => {
    const env = { NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/kwacha-test-unused' };
    expect(loadConfig(env).antivirus).toBeUndefined();
    expect(loadConfig({ ...env, CLAMAV_URL: 'tcp://10.0.0.5:3310' }).antivirus).toEqual({
      host: '10.0.0.5',
      port: 3310,
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ ...env, CLAMAV_URL: 'http://10.0.0.5:3310' })).toThrow(/CLAMAV_URL/);
  });
});
