import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite } from './pglite';

describe('openPglite on a data directory', () => {
  it('keeps data across a close and reopen, and refuses a second opener while open', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwacha-pglite-'));
    const first = await openPglite(dir);
    await first.migrate();
    await first.executeSql(
      "insert into users (username, email, password_hash) values ('kept', 'kept@example.zm', 'x')",
    );
    await expect(openPglite(dir)).rejects.toBeInstanceOf(DatabaseInUseError);
    await first.close();

    const second = await openPglite(dir);
    await second.migrate(); // already applied: nothing runs twice
    const { rows } = await second.executeSql('select username from users');
    expect(rows).toEqual([{ username: 'kept' }]);
    await second.close();
  });

  it('takes over a lock left behind by a process that no longer exists', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kwacha-pglite-'));
    writeFileSync(join(dir, 'kwacha.lock'), '999999999');
    const handle = await openPglite(dir);
    await handle.ping();
    await handle.close();
  });
});
