import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runScript, startServer, waitForHealth } from '../testing/processes';

const STRONG = 'Mwila-Kasonde-77x';

describe('npm run admin:create while the server runs on the embedded database', () => {
  it('creates the account through the running server, which then signs it in', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-admin-live-'));
    const port = await freePort();
    const env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: String(port),
      SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    };
    const server = startServer(env);
    const base = `http://127.0.0.1:${port}`;
    try {
      await waitForHealth(base, server);
      const socket = join(dataDir, 'admin.sock');
      expect(existsSync(socket)).toBe(true);

      const created = await runScript(
        'src/cli/admin-create.ts',
        [
          '--email',
          'First.Boss@Kwacha.zm',
          '--password',
          STRONG,
          '--role',
          'superuser',
          '--first-name',
          'Mwila',
        ],
        env,
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toBe('Created superuser account first.boss@kwacha.zm (username: first.boss).\n');
      expect(created.code).toBe(0);

      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailOrUsername: 'first.boss@kwacha.zm', password: STRONG }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { data: { user: unknown } }).data.user).toMatchObject({
        role: 'superuser',
        firstName: 'Mwila',
      });

      // The same checks and messages as when the command opens the database itself.
      const again = await runScript(
        'src/cli/admin-create.ts',
        ['--email', 'first.boss@kwacha.zm', '--password', 'password', '--role', 'admin'],
        env,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(
        'Password does not meet all requirements. Missing: At least one uppercase letter',
      );
      const taken = await runScript(
        'src/cli/admin-create.ts',
        ['--email', 'first.boss@kwacha.zm', '--password', STRONG, '--role', 'admin'],
        env,
      );
      expect(taken.code).toBe(1);
      expect(taken.stderr).toBe('An account with this email address already exists.\n');

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(existsSync(socket)).toBe(false);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
