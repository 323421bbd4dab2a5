import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@kwacha/db';
import { afterAll, describe, expect, it } from 'vitest';
import { registrationPayload } from '../testing/factories';
import { freePort, runScript, startServer, waitForHealth } from '../testing/processes';

const borrower = registrationPayload();
const envFor = (dataDir: string, port?: number) => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  ...(port && { PORT: String(port) }),
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
});

describe('npm run backup and npm run restore on the embedded database', () => {
  const backupDir = mkdtempSync(join(tmpdir(), 'kwacha-backup-'));
  const file = join(backupDir, 'kwacha.tar.gz');
  const source = mkdtempSync(join(tmpdir(), 'kwacha-src-'));
  const server = { stop: async () => {} };
  afterAll(() => server.stop());

  it('backs up while the server holds the database, through the server', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const env = envFor(source, port);
    const running = startServer(env);
    server.stop = async () => {
      if (running.child.exitCode === null) running.child.kill('SIGKILL');
    };
    await waitForHealth(`http://127.0.0.1:${port}`, running);
    const registered = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(borrower),
    });
    expect(registered.status).toBe(201);

    const backup = await runScript('src/cli/backup.ts', ['--out', file], env);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(new RegExp(`^Wrote ${file} \\(\\d+\\.\\d MB\\)\\.\\nRows:\\n`));
    expect(backup.stdout).toMatch(/ {2}users +1\n/);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // A restore under the running server is refused.
    const refused = await runScript('src/cli/restore.ts', ['--from', file, '--force'], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`The server is running on the embedded database in ${source}.`);

    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
  });

  const fresh = mkdtempSync(join(tmpdir(), 'kwacha-restored-'));

  it('restores into an empty DATA_DIR, and refuses to replace a database without --force', {
    timeout: 60_000,
  }, async () => {
    expect(existsSync(file)).toBe(true);
    const restored = await runScript('src/cli/restore.ts', ['--from', file], envFor(fresh));
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain(`Restored ${file} into ${join(fresh, 'pgdata')}.`);
    expect(restored.stdout).toMatch(/ {2}users +1\n/);

    const database = await openPglite(join(fresh, 'pgdata'));
    try {
      const { rows } = await database.executeSql('select email from users', []);
      expect(rows).toEqual([{ email: borrower.email }]);
    } finally {
      await database.close();
    }

    const refused = await runScript('src/cli/restore.ts', ['--from', file], envFor(fresh));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('already holds a database. Run again with --force');
  });

  it('with --force moves the old database aside; with no server, backup opens the database itself', {
    timeout: 60_000,
  }, async () => {
    const forced = await runScript('src/cli/restore.ts', ['--from', file, '--force'], envFor(fresh));
    expect(forced.code).toBe(0);
    const aside = readdirSync(fresh).filter((name) => name.startsWith('pgdata.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(forced.stdout).toContain(`The database it replaced is in ${join(fresh, aside[0] ?? '')}`);

    // With no server running, the command opens the database itself.
    const offline = join(backupDir, 'offline.tar.gz');
    const backup = await runScript('src/cli/backup.ts', ['--out', offline], envFor(fresh));
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/ {2}users +1\n/);

    // A file is never overwritten.
    const again = await runScript('src/cli/backup.ts', ['--out', offline], envFor(fresh));
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`${offline} already exists; choose another file.\n`);
  });
});
