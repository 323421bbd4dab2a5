import { isAbsolute } from 'node:path';
import type { DatabaseHandle } from '@kwacha/db';
import type { BackupRequest, BackupResponse } from '../admin-channel/admin-channel-protocol';
import { writeBackup } from './write-backup';

/** `npm run backup` while the server runs: the server holds the database, so the server dumps it. */
export async function backupFromConsole(
  database: DatabaseHandle,
  request: BackupRequest,
): Promise<BackupResponse> {
  if (!isAbsolute(request.out)) return { ok: false, messages: ['The backup path must be absolute.'] };
  try {
    return { ok: true, backup: await writeBackup(database, request.out) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST')
      return { ok: false, messages: [`${request.out} already exists; choose another file.`] };
    if (code === 'ENOENT' || code === 'EACCES') {
      return { ok: false, messages: [`The server cannot write ${request.out} (${code}).`] };
    }
    throw error;
  }
}
