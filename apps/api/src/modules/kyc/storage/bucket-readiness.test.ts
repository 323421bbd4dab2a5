import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, testConfig } from '../../../testing/test-app';
import { startS3Server } from '../testing/s3-server';
import { loadS3Sdk, s3Client } from './s3-store';

// A store that does not answer at all reads "did not answer in time" (s3-store-bounds.test.ts).
describe('GET /api/ready with KYC_STORAGE=s3 and a bucket that does not exist (docs/operations.md §6)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server('kyc-present');
    const settings = { ...s3.settings, bucket: 'kyc-absent' };
    t = await createTestApp({ config: { kyc: { ...testConfig().kyc, storage: 's3', s3: settings } } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/api/ready' });
  const waitForIt = { timeout: 10_000, interval: 50 };

  it('fails naming the bucket, and passes once the bucket exists, with no restart', async () => {
    // The start's check runs in the background: readiness says what it found once it is done.
    const res = await vi.waitFor(async () => {
      const answer = await ready();
      expect(answer.json().error?.message).toBe('identity photo storage: bucket "kyc-absent" not found');
      return answer;
    }, waitForIt);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    // Said once in the log, for whoever set the bucket up, however often readiness is asked.
    await ready();
    const said = t.logs.filter((line) => line.includes('/api/ready answers 503 until it answers'));
    expect(said).toHaveLength(1);
    // Liveness is not the bucket's business.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    await s3Client(await loadS3Sdk(), s3.settings).send(new CreateBucketCommand({ Bucket: 'kyc-absent' }));
    await vi.waitFor(async () => expect((await ready()).statusCode).toBe(200), waitForIt);
  });
});
