import type { Executor } from '@kwacha/db';
import { deleteBlob, getBlob, putBlob } from './kyc-blobs.repository';
import type { KycObjectStore } from './kyc-storage';

/** KYC_STORAGE=database (the default): sealed bytes in kyc_document_blobs, in the caller's transaction if given. */
export function databaseStore(db: Executor): KycObjectStore {
  return {
    put: (key, sealed) => putBlob(db, key, sealed),
    get: (key) => getBlob(db, key),
    delete: (key) => deleteBlob(db, key),
  };
}
