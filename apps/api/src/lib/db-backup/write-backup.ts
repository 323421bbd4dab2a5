import { rm, writeFile } from 'node:fs/promises';
import type { DatabaseHandle } from '@kwacha/db';
import { mainTableCounts } from './main-table-counts';

export interface BackupSummary {
  bytes: number;
  counts: Record<string, number>;
}

/**
 * Writes a gzipped tarball of the embedded database's data directory to `out` (docs/architecture.md §2:
 * the embedded engine is PGlite). The counts are read right after the dump, while the caller still
 * holds the database. The file is created, never overwritten, and readable by its owner only: it holds
 * every password hash and every borrower's details.
 */
export async function writeBackup(database: DatabaseHandle, out: string): Promise<BackupSummary> {
  if (!database.dumpDataDir)
    throw new Error('Only the embedded database is backed up this way; use pg_dump.');
  const tarball = await database.dumpDataDir();
  const counts = await mainTableCounts(database);
  try {
    await writeFile(out, tarball, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // 'wx' refused an existing file: that file is not ours to remove.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') await rm(out, { force: true });
    throw error;
  }
  return { bytes: tarball.length, counts };
}
