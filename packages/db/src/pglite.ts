import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle, SqlResult } from './database';
import { migrationsFolder } from './migrate';
import * as schema from './schema';

/** Thrown when another live process already has the embedded database open. */
export class DatabaseInUseError extends Error {
  override name = 'DatabaseInUseError';
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process that has the embedded database in `dataDir` open, if any. */
export function dataDirOwner(dataDir: string): number | undefined {
  let owner: number;
  try {
    owner = Number(readFileSync(join(dataDir, 'kwacha.lock'), 'utf8').trim());
  } catch {
    return undefined;
  }
  return owner && owner !== process.pid && processIsAlive(owner) ? owner : undefined;
}

/**
 * PGlite takes no lock of its own, and two processes writing one data directory corrupt it. A lock file
 * with the owner's pid refuses a second opener; a lock left by a process that died is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'kwacha.lock');
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(lockFile, 'utf8').trim());
    if (owner && processIsAlive(owner)) {
      throw new DatabaseInUseError(
        `The embedded database in ${dataDir} is in use by another process (pid ${owner}). Stop it first, or set DATABASE_URL.`,
      );
    }
    writeFileSync(lockFile, String(process.pid));
  }
  return () => rmSync(lockFile, { force: true });
}

/** Wraps an open PGlite instance. Closing the handle closes PGlite, or the process never exits. */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const typed = drizzle({ client, schema });
  const db = typed as unknown as Database;
  return {
    kind: 'pglite',
    db,
    async executeSql(text: string, values?: unknown[]): Promise<SqlResult> {
      // PGlite's extended protocol takes one statement; pg-boss sends parameterless multi-statement
      // scripts (its schema and migrations), which only the simple protocol (`exec`) accepts.
      if (!values || values.length === 0) {
        const results = await client.exec(text);
        const last = results[results.length - 1];
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query(text, values);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    async migrate() {
      await migrate(typed, { migrationsFolder });
    },
    async dumpDataDir() {
      // A checkpoint first, so that restoring the copy replays little WAL; the dump itself runs in
      // PGlite's query mutex, so no statement changes the files while they are read.
      await client.query('checkpoint');
      const tarball = await client.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    },
    async ping() {
      if (client.closed) throw new Error('database is closed');
      await client.query('select 1');
    },
    async close() {
      if (!client.closed) await client.close();
      onClose();
    },
  };
}

export interface PgliteOptions {
  /** A tarball from `dumpDataDir` to fill an empty `dataDir` with (a restore). */
  loadDataDir?: Blob;
}

/** Opens (creating if needed) an embedded database persisted in `dataDir`, or in memory when omitted. */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<DatabaseHandle> {
  if (!dataDir) return wrapPglite(await PGlite.create());
  mkdirSync(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(
      dataDir,
      options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
    );
    // A restored tarball brings the lock file of the process it was dumped from: the lock is ours.
    if (options.loadDataDir) writeFileSync(join(dataDir, 'kwacha.lock'), String(process.pid));
    return wrapPglite(client, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}
