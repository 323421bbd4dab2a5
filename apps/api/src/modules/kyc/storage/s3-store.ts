import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { KycConfig } from '../../../config';
import type { KycObjectStore } from './kyc-storage';

type S3Settings = NonNullable<KycConfig['s3']>;

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error as { name?: string })?.name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/**
 * KYC_STORAGE=s3: sealed bytes as private objects in an S3-compatible bucket (AWS S3, MinIO, R2…). The
 * bucket needs no public access at all; objects are only ever read back through the API.
 */
export function s3Store(client: S3Client, bucket: string): KycObjectStore {
  return {
    async put(key, sealed) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: sealed,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!answer.Body) return undefined;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}
