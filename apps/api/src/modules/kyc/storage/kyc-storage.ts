/**
 * Where identity photos' bytes are kept (docs/product.md §20.6). Two adapters share this contract and one
 * test (kyc-storage.contract.test.ts): the database (default: works on the embedded PGlite with no other
 * service) and an S3-compatible bucket (KYC_STORAGE=s3). Both store only what `encryptObject` sealed;
 * the adapters never see a plain photo and never hand out a URL: bytes go through the API only.
 * The S3 adapter bounds every call and throws KycStorageUnavailableError when the store does not answer in
 * time or refuses (a wrong bucket, no access); only a missing object reads as undefined.
 */
export interface KycObjectStore {
  /** Stores (or overwrites) the sealed bytes under a key. */
  put(key: string, sealed: Buffer): Promise<void>;
  /** The sealed bytes, or undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}
