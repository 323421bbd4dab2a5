import { randomUUID } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Executor } from '@kwacha/db';
import type { KycConfig } from '../../../config';
import { databaseStore } from './database-store';
import { decryptObject, encryptObject } from './encryption';
import type { KycObjectStore } from './kyc-storage';
import { s3Client, s3Store } from './s3-store';

// One S3 client per configuration (a process has one; tests make several).
const clients = new WeakMap<KycConfig, S3Client>();

/** Whether photos live outside the database (then they cannot join its transactions). */
export const isExternal = (config: KycConfig) => config.storage === 's3';

/** The adapter KYC_STORAGE chose; the database one works inside `db` (a transaction, when given one). */
export function objectStoreOf(config: KycConfig, db: Executor): KycObjectStore {
  if (!isExternal(config)) return databaseStore(db);
  const settings = config.s3;
  if (!settings) throw new Error('KYC_STORAGE=s3 needs S3_BUCKET');
  let client = clients.get(config);
  if (!client) {
    client = s3Client(settings);
    clients.set(config, client);
  }
  return s3Store(client, settings.bucket);
}

/** A fresh key per upload: a replaced photo is never overwritten in place, so a failed upload loses nothing. */
export const newStorageKey = (userId: string, kind: string) => `kyc/${userId}/${kind}/${randomUUID()}`;

/** Seals a processed photo and stores it. */
export async function storePhoto(config: KycConfig, db: Executor, key: string, jpeg: Buffer) {
  await objectStoreOf(config, db).put(key, encryptObject(config.encryptionKey, key, jpeg));
}

/** The plain JPEG, after checking its authentication tag; undefined when the object is missing. */
export async function readPhoto(config: KycConfig, db: Executor, key: string): Promise<Buffer | undefined> {
  const sealed = await objectStoreOf(config, db).get(key);
  return sealed && decryptObject(config.encryptionKey, key, sealed);
}

export async function removePhoto(config: KycConfig, db: Executor, key: string): Promise<void> {
  await objectStoreOf(config, db).delete(key);
}
