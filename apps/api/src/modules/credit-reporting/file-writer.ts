import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';

/** Bytes of compressed file kept per stored chunk: a few MB, so no row or buffer holds the whole file. */
export const CHUNK_BYTES = 4 * 1024 * 1024;

export interface WrittenFile {
  fileBytes: number;
  storedBytes: number;
  sha256: string;
}

/**
 * Streams the file's text through gzip into stored chunks (docs/decisions/053): lines go in as they are
 * made, compressed bytes go out to `store` a chunk at a time, and the SHA-256 is of the file as the bureau
 * takes it (uncompressed). Memory stays at about a chunk whatever the file's size.
 */
export function fileWriter(store: (seq: number, bytes: Buffer) => Promise<void>, chunkBytes = CHUNK_BYTES) {
  const gzip = createGzip({ level: 6 });
  const hash = createHash('sha256');
  let fileBytes = 0;
  let storedBytes = 0;
  let seq = 0;
  let failure: unknown;

  const drained = (async () => {
    let pending: Buffer[] = [];
    let size = 0;
    const flush = async () => {
      if (size === 0) return;
      const bytes = Buffer.concat(pending, size);
      pending = [];
      size = 0;
      storedBytes += bytes.length;
      await store(seq++, bytes);
    };
    for await (const piece of gzip) {
      pending.push(piece as Buffer);
      size += (piece as Buffer).length;
      if (size >= chunkBytes) await flush();
    }
    await flush();
  })().catch((error: unknown) => {
    failure = error;
    gzip.destroy();
  });

  return {
    async write(text: string): Promise<void> {
      if (failure) throw failure;
      const bytes = Buffer.from(text, 'latin1');
      fileBytes += bytes.length;
      hash.update(bytes);
      if (!gzip.write(bytes)) await Promise.race([once(gzip, 'drain'), drained]);
      if (failure) throw failure;
    },
    async end(): Promise<WrittenFile> {
      gzip.end();
      await drained;
      if (failure) throw failure;
      return { fileBytes, storedBytes, sha256: hash.digest('hex') };
    },
  };
}
