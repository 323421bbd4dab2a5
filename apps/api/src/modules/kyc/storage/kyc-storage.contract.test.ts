import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { kycDocumentBlobs } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { cameraJpeg } from '../testing/kyc-images';
import { startS3Server } from '../testing/s3-server';
import { decryptObject, encryptObject } from './encryption';
import { objectStoreOf, readPhoto, removePhoto, storePhoto } from './photo-vault';
import { loadS3Sdk, s3Client } from './s3-store';

const KEY = Buffer.alloc(32, 9);
const isJpeg = (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8;

/** Every file under a directory, recursively (where s3rver keeps objects on disk). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

describe('sealing (AES-256-GCM)', () => {
  it('round-trips, uses a fresh IV each time, and refuses altered bytes, another key or another name', () => {
    const plain = Buffer.from('a photo, in spirit');
    const a = encryptObject(KEY, 'kyc/u/selfie/1', plain);
    const b = encryptObject(KEY, 'kyc/u/selfie/1', plain);
    expect(a.equals(b)).toBe(false);
    expect(a.subarray(1, 13).equals(b.subarray(1, 13))).toBe(false);
    expect(decryptObject(KEY, 'kyc/u/selfie/1', a)).toEqual(plain);

    const flipped = Buffer.from(a);
    flipped[flipped.length - 1] = (flipped[flipped.length - 1] ?? 0) ^ 1;
    expect(() => decryptObject(KEY, 'kyc/u/selfie/1', flipped)).toThrow();
    expect(() => decryptObject(Buffer.alloc(32, 1), 'kyc/u/selfie/1', a)).toThrow();
    expect(() => decryptObject(KEY, 'kyc/other/selfie/1', a)).toThrow();
  });
});

// The same contract, run against each adapter.
describe.each(['database', 's3'] as const)('the %s adapter', (storage) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let config: KycConfig;

  beforeAll(async () => {
    t = await createTestApp();
    if (storage === 's3') s3 = await startS3Server();
    config = { storage, encryptionKey: KEY, previousKeys: [], s3: s3?.settings };
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  /** What is really at rest for a key: the table row or the bucket's object. */
  async function atRest(key: string): Promise<Buffer | undefined> {
    if (storage === 'database') {
      const [row] = await t.ctx.db
        .select()
        .from(kycDocumentBlobs)
        .where(eq(kycDocumentBlobs.storageKey, key));
      return row?.content;
    }
    if (!s3) throw new Error('no S3 server');
    const answer = await s3Client(await loadS3Sdk(), s3.settings)
      .send(new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }))
      .catch(() => undefined);
    return answer?.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
  }

  it('stores a photo encrypted and gives the same JPEG back', async () => {
    const jpeg = await cameraJpeg({ gps: false });
    const key = `kyc/contract-${storage}/selfie/1`;
    await storePhoto(config, t.ctx.db, key, jpeg);

    const stored = await atRest(key);
    expect(stored).toBeDefined();
    expect(isJpeg(jpeg)).toBe(true);
    // Not the JPEG: no FF D8 header, and no run of the photo's bytes anywhere in what is stored.
    expect(isJpeg(stored as Buffer)).toBe(false);
    expect((stored as Buffer).includes(jpeg.subarray(0, 64))).toBe(false);
    expect((stored as Buffer).length).toBe(jpeg.length + 29);

    expect((await readPhoto(config, t.ctx.db, key))?.equals(jpeg)).toBe(true);
  });

  it('overwrites, answers undefined for a missing key and removes idempotently', async () => {
    const key = `kyc/contract-${storage}/nrc_front/2`;
    const store = await objectStoreOf(config, t.ctx.db);
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, Buffer.from('one'));
    await store.put(key, Buffer.from('two'));
    expect((await store.get(key))?.toString()).toBe('two');
    await removePhoto(config, t.ctx.db, key);
    expect(await store.get(key)).toBeUndefined();
    await removePhoto(config, t.ctx.db, key);
  });

  it('refuses to hand back an object whose sealed bytes were tampered with', async () => {
    const key = `kyc/contract-${storage}/nrc_back/3`;
    await storePhoto(config, t.ctx.db, key, await cameraJpeg({ gps: false, width: 32, height: 32 }));
    const sealed = (await atRest(key)) as Buffer;
    sealed[40] = (sealed[40] ?? 0) ^ 0xff;
    await (await objectStoreOf(config, t.ctx.db)).put(key, sealed);
    await expect(readPhoto(config, t.ctx.db, key)).rejects.toThrow();
  });

  if (storage === 's3') {
    it("keeps no plain JPEG on the object store's disk", async () => {
      const jpeg = await cameraJpeg({ gps: false });
      await storePhoto(config, t.ctx.db, 'kyc/contract-s3/selfie/disk', jpeg);
      const contents = filesUnder(s3?.directory ?? '').map((path) => readFileSync(path));
      expect(contents.length).toBeGreaterThan(0);
      expect(contents.some((bytes) => bytes.includes(jpeg.subarray(0, 64)))).toBe(false);
    });
  }
});
