import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { KycConfig } from '../../../config';

/**
 * An S3-compatible object store in this process, on a free loopback port: what CI's "MinIO or equivalent"
 * is for these tests (s3rver speaks the S3 API, signatures included, with the credentials S3RVER/S3RVER).
 */
export async function startS3Server(bucket = 'kyc-test', timeoutMs = 5000) {
  const directory = mkdtempSync(join(tmpdir(), 'kwacha-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: NonNullable<KycConfig['s3']> = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    timeoutMs,
  };
  return {
    settings,
    directory,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
