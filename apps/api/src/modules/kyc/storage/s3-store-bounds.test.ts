import { KYC_MESSAGES } from '@kwacha/shared/kyc/kyc-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KycStorageUnavailableError } from '../kyc.errors';
import { startStallableS3, TEST_S3_TIMEOUT_MS } from '../testing/stallable-s3';
import type { KycObjectStore } from './kyc-storage';
import { loadS3Sdk, s3BucketProblem, s3Store } from './s3-store';

// A correctness bound, not a performance figure: two attempts of TEST_S3_TIMEOUT_MS each, the SDK's wait
// between them, and room for a busy machine. Without timeouts these calls never settle.
const BOUND_MS = 10 * TEST_S3_TIMEOUT_MS;

/** How a call ended and how long it took; `settled` stays false if it is still pending at the bound. */
async function timed(call: () => Promise<unknown>) {
  const started = performance.now();
  const outcome = await Promise.race([
    call().then(
      (value) => ({ settled: true, value, error: undefined as unknown }),
      (error: unknown) => ({ settled: true, value: undefined, error }),
    ),
    new Promise<{ settled: false; value: undefined; error: undefined }>((resolve) =>
      setTimeout(() => resolve({ settled: false, value: undefined, error: undefined }), 3 * BOUND_MS),
    ),
  ]);
  return { ...outcome, elapsedMs: performance.now() - started };
}

describe('the S3 adapter against a store that stalls, or a wrong bucket (docs/product.md §20.6)', () => {
  let s3: Awaited<ReturnType<typeof startStallableS3>>;
  let store: KycObjectStore;
  beforeAll(async () => {
    s3 = await startStallableS3();
    store = s3Store(await loadS3Sdk(), s3.settings);
  });
  afterAll(() => s3.close());

  it('fails save, read and delete within the bound with "unavailable", and works again once it answers', async () => {
    await store.put('kyc/bounds/selfie/1', Buffer.from('sealed'));
    await s3.stall();
    for (const call of [
      () => store.put('kyc/bounds/selfie/2', Buffer.from('sealed')),
      () => store.get('kyc/bounds/selfie/1'),
      () => store.delete('kyc/bounds/selfie/1'),
    ]) {
      const { settled, error, elapsedMs } = await timed(call);
      expect(settled).toBe(true);
      expect(elapsedMs).toBeLessThan(BOUND_MS);
      expect(error).toBeInstanceOf(KycStorageUnavailableError);
      expect(error).toMatchObject({
        code: 'KYC_STORAGE_UNAVAILABLE',
        kind: 'unavailable',
        message: KYC_MESSAGES.storageUnavailable,
        problem: 'identity photo storage: bucket "kyc-test" did not answer in time',
      });
    }

    await s3.resume();
    expect((await store.get('kyc/bounds/selfie/1'))?.toString()).toBe('sealed');
  });

  it('reads a wrong bucket as "unavailable", never as a missing photo; a missing object is still missing', async () => {
    const wrong = s3Store(await loadS3Sdk(), { ...s3.settings, bucket: 'no-such-bucket' });
    for (const call of [
      () => wrong.get('kyc/bounds/selfie/1'),
      () => wrong.put('kyc/x/selfie/1', Buffer.from('x')),
    ]) {
      await expect(call()).rejects.toMatchObject({
        code: 'KYC_STORAGE_UNAVAILABLE',
        problem: 'identity photo storage: bucket "no-such-bucket" not found',
      });
    }
    expect(await store.get('kyc/bounds/never-stored')).toBeUndefined();
  });

  it('says what is wrong with the bucket: none, not found, refused, or no answer in time', async () => {
    const sdk = await loadS3Sdk();
    expect(await s3BucketProblem(sdk, s3.settings)).toBeUndefined();
    expect(await s3BucketProblem(sdk, { ...s3.settings, bucket: 'no-such-bucket' })).toBe(
      'identity photo storage: bucket "no-such-bucket" not found',
    );
    // s3rver checks the key id, not the signature.
    expect(await s3BucketProblem(sdk, { ...s3.settings, accessKeyId: 'SOMEONE-ELSE' })).toBe(
      'identity photo storage: bucket "kyc-test": access denied (HTTP 403)',
    );
    await expect(
      s3Store(sdk, { ...s3.settings, accessKeyId: 'SOMEONE-ELSE' }).get('kyc/bounds/selfie/1'),
    ).rejects.toMatchObject({
      problem: 'identity photo storage: bucket "kyc-test": access denied (InvalidAccessKeyId)',
    });
    await s3.stall();
    const { settled, value, elapsedMs } = await timed(() => s3BucketProblem(sdk, s3.settings));
    await s3.resume();
    expect(settled).toBe(true);
    expect(elapsedMs).toBeLessThan(BOUND_MS);
    expect(value).toBe('identity photo storage: bucket "kyc-test" did not answer in time');
  });
});
