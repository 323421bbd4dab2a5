import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirOwner } from '@kwacha/db';
import { adminSocketPath } from '../admin-channel/admin-channel-protocol';
import { socketAnswers } from '../admin-channel/admin-channel-server';

/** Where the embedded database lives inside DATA_DIR (bootstrap.ts opens the same directory). */
export const embeddedDataDir = (dataDir: string) => join(dataDir, 'pgdata');

export const embeddedDatabaseExists = (dataDir: string) =>
  existsSync(join(embeddedDataDir(dataDir), 'PG_VERSION'));

/**
 * Why a command may not open the embedded database itself now, or undefined when it may: only one
 * process at a time may (docs/architecture.md §2), and the running server is the usual holder.
 */
export async function embeddedDatabaseHolder(dataDir: string): Promise<string | undefined> {
  if (await socketAnswers(adminSocketPath(dataDir))) {
    return `The server is running on the embedded database in ${dataDir}.`;
  }
  const owner = dataDirOwner(embeddedDataDir(dataDir));
  if (owner) return `Process ${owner} has the embedded database in ${dataDir} open.`;
  return undefined;
}
