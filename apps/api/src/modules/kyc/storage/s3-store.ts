import type { S3Client } from '@aws-sdk/client-s3';
import type { KycConfig } from '../../../config';
import { KycStorageUnavailableError } from '../kyc.errors';
import type { KycObjectStore } from './kyc-storage';

type S3Settings = NonNullable<KycConfig['s3']>;
type S3Sdk = typeof import('@aws-sdk/client-s3');

/**
 * The AWS SDK, loaded on first use: the default database storage never pays for it at start (a static
 * import would be hoisted into the bundle's start-up).
 */
export const loadS3Sdk = (): Promise<S3Sdk> => import('@aws-sdk/client-s3');

/** Tries per call: one retry rides out a dropped connection; more would keep a borrower waiting. */
export const S3_MAX_ATTEMPTS = 2;

/**
 * The most a call may take, retries and reading the body included: each attempt is bounded by
 * S3_TIMEOUT_MS (to connect, to answer, and between bytes), and this deadline cuts whatever the SDK's own
 * timeouts leave (its wait between attempts, a body that trickles).
 */
export const s3CallDeadlineMs = (settings: S3Settings) => S3_MAX_ATTEMPTS * settings.timeoutMs + 1000;

export function s3Client(sdk: S3Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    maxAttempts: S3_MAX_ATTEMPTS,
    // Without these the SDK waits for a stalled store for ever; throwOnRequestTimeout makes the answer
    // timeout an error rather than a warning on the console.
    requestHandler: {
      connectionTimeout: settings.timeoutMs,
      requestTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
      throwOnRequestTimeout: true,
    },
    ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
    ...(settings.accessKeyId &&
      settings.secretAccessKey && {
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      }),
  });
}

interface SdkFailure {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

const TIMEOUTS = new Set(['TimeoutError', 'AbortError', 'RequestTimeout', 'ETIMEDOUT']);
const DENIALS = new Set([
  'AccessDenied',
  'Forbidden',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'AllAccessDisabled',
]);

/**
 * What is wrong with the store, in words for an operator: the bucket is missing, refuses us, or does not
 * answer. `headBucket`: HeadBucket answers a bare 404 (no body, so no NoSuchBucket) for a missing bucket.
 */
export function s3Problem(bucket: string, error: unknown, headBucket = false): string {
  const failure = (error ?? {}) as SdkFailure;
  const name = failure.name ?? '';
  const status = failure.$metadata?.httpStatusCode;
  const where = `identity photo storage: bucket "${bucket}"`;
  if (name === 'NoSuchBucket' || (headBucket && status === 404)) return `${where} not found`;
  // A HEAD answer has no body, so the SDK can only call its error "Unknown": the status says more.
  const detail =
    failure.code ?? (name && name !== 'Unknown' ? name : status ? `HTTP ${status}` : 'no answer');
  if (DENIALS.has(name) || status === 403) return `${where}: access denied (${detail})`;
  if (TIMEOUTS.has(name) || TIMEOUTS.has(failure.code ?? '')) return `${where} did not answer in time`;
  return `${where} unreachable (${detail})`;
}

// Only NoSuchKey means "no such photo"; a 404 for a missing bucket is a setup error, never a lost photo.
const isMissingObject = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey || (error as SdkFailure)?.name === 'NoSuchKey';

/**
 * KYC_STORAGE=s3: sealed bytes as private objects in an S3-compatible bucket (AWS S3, MinIO, R2…). The
 * bucket needs no public access at all; objects are only ever read back through the API. Every call is
 * bounded (s3CallDeadlineMs) and any failure but a missing object is a KycStorageUnavailableError.
 */
export function s3Store(sdk: S3Sdk, settings: S3Settings): KycObjectStore {
  const client = s3Client(sdk, settings);
  const bucket = settings.bucket;
  /** Runs one call (and what reads its answer) under the deadline; a failure becomes "unavailable". */
  async function bounded<T>(call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await call(AbortSignal.timeout(s3CallDeadlineMs(settings)));
    } catch (error) {
      throw new KycStorageUnavailableError(s3Problem(bucket, error), error);
    }
  }
  return {
    async put(key, sealed) {
      await bounded((abortSignal) =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: sealed,
            ContentType: 'application/octet-stream',
          }),
          { abortSignal },
        ),
      );
    },
    async get(key) {
      return bounded(async (abortSignal) => {
        try {
          const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }), {
            abortSignal,
          });
          if (!answer.Body) return undefined;
          return Buffer.from(await answer.Body.transformToByteArray());
        } catch (error) {
          if (isMissingObject(sdk, error)) return undefined;
          throw error;
        }
      });
    },
    async delete(key) {
      await bounded((abortSignal) =>
        client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: key }), { abortSignal }),
      );
    },
  };
}

/** What is wrong with the bucket (HeadBucket, bounded like every call), or undefined when it answers. */
export async function s3BucketProblem(sdk: S3Sdk, settings: S3Settings): Promise<string | undefined> {
  const client = s3Client(sdk, settings);
  try {
    await client.send(new sdk.HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(s3CallDeadlineMs(settings)),
    });
    return undefined;
  } catch (error) {
    return s3Problem(settings.bucket, error, true);
  } finally {
    client.destroy();
  }
}
