import type { DatabaseHandle } from '@kwacha/db';
import { openDatabase } from '../bootstrap';
import type { Config } from '../config';
import { createLogger } from '../lib/logger';

/**
 * Opens the server's database for a command and brings its schema up to date; closes it again when the
 * migration fails. A failure here is usually the embedded database being held by a running server.
 */
export async function openMigratedDatabase(config: Config): Promise<DatabaseHandle> {
  const database = await openDatabase(config, createLogger('warn'));
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}
