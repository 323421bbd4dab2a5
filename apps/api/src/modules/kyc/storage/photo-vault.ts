import { randomUUID } from 'node:crypto';
import type { Executor } from '@kwacha/db';
import type { KycConfig } from '../../../config';
import { databaseStore } from './database-store';
import { decryptWithAnyKey, encryptObject } from './encryption';
import type { KycObjectStore } from './kyc-storage';
import { loadS3Sdk, s3BucketProblem, s3Store } from './s3-store';

// One S3 store per configuration (a process has one; tests make several). The AWS SDK is loaded only
// when KYC_STORAGE=s3 (s3-store.ts), so the default set-up does not pay for it at start.
const s3Stores = new WeakMap<KycConfig, Promise<KycObjectStore>>();

/** Whether photos live outside the database (then they cannot join its transactions). */
export const isExternal = (config: KycConfig) => config.storage === 's3';

/** The adapter KYC_STORAGE chose; the database one works inside `db` (a transaction, when given one). */
export async function objectStoreOf(config: KycConfig, db: Executor): Promise<KycObjectStore> {
  if (!isExternal(config)) return databaseStore(db);
  const settings = config.s3;
  if (!settings) throw new Error('KYC_STORAGE=s3 needs S3_BUCKET');
  let store = s3Stores.get(config);
  if (!store) {
    store = loadS3Sdk().then((sdk) => s3Store(sdk, settings));
    s3Stores.set(config, store);
  }
  return store;
}

/** What is wrong with the S3 bucket (it is missing, refuses us, or does not answer), or undefined. */
export async function bucketProblemOf(config: KycConfig): Promise<string | undefined> {
  if (!isExternal(config) || !config.s3) return undefined;
  return s3BucketProblem(await loadS3Sdk(), config.s3);
}

/** A fresh key per upload: a replaced photo is never overwritten in place, so a failed upload loses nothing. */
export const newStorageKey = (userId: string, kind: string) => `kyc/${userId}/${kind}/${randomUUID()}`;

/** Seals a processed photo and stores it. */
export async function storePhoto(config: KycConfig, db: Executor, key: string, jpeg: Buffer) {
  await (await objectStoreOf(config, db)).put(key, encryptObject(config.encryptionKey, key, jpeg));
}

// The current key first: after `npm run kyc:reseal` every photo opens at the first try.
const keysOf = (config: KycConfig) => [config.encryptionKey, ...config.previousKeys];

/**
 * The plain JPEG, after checking its authentication tag under the current key or a previous one
 * (KYC_ENCRYPTION_KEY_PREVIOUS); undefined when the object is missing, an error when no key opens it.
 */
export async function readPhoto(config: KycConfig, db: Executor, key: string): Promise<Buffer | undefined> {
  const sealed = await (await objectStoreOf(config, db)).get(key);
  return sealed && decryptWithAnyKey(keysOf(config), key, sealed).plain;
}

export type ResealOutcome = 'resealed' | 'current' | 'missing' | 'unopenable';

/**
 * Seals a photo opened with a previous key again under the current one, under the same storage key. The
 * write replaces the object whole, so an interrupted run leaves each photo under one key or the other.
 */
export async function resealPhoto(config: KycConfig, db: Executor, key: string): Promise<ResealOutcome> {
  const store = await objectStoreOf(config, db);
  const sealed = await store.get(key);
  if (!sealed) return 'missing';
  let opened: ReturnType<typeof decryptWithAnyKey>;
  try {
    opened = decryptWithAnyKey(keysOf(config), key, sealed);
  } catch {
    return 'unopenable';
  }
  if (opened.keyIndex === 0) return 'current';
  await store.put(key, encryptObject(config.encryptionKey, key, opened.plain));
  return 'resealed';
}

export async function removePhoto(config: KycConfig, db: Executor, key: string): Promise<void> {
  await (await objectStoreOf(config, db)).delete(key);
}
