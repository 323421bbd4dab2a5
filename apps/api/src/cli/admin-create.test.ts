import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password-hashing';
import { findUserByEmail } from '../modules/users/users.repository';
import { freePort, type RunResult, runScript } from '../testing/processes';

// Each run is a real process that opens PGlite and migrates it (~4 s), so these tests are slow.
const TIMEOUT = 90_000;
const STRONG = 'Mwila-Kasonde-77x';

let dataDir: string;
let port: number;

function runCli(args: string[], env: Record<string, string> = {}): Promise<RunResult> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return runScript('src/cli/admin-create.ts', args, {
    ...(inherited as Record<string, string>),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: String(port),
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    ...env,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kwacha-admin-cli-'));
  port = await freePort();
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run admin:create', () => {
  it(
    'creates a verified admin in the embedded database and refuses the same e-mail again',
    async () => {
      const args = ['--email', 'Boss@Kwacha.zm', '--password', STRONG, '--role', 'admin'];
      const created = await runCli([...args, '--first-name', 'Chanda', '--last-name', 'Mulenga']);
      expect(created.stderr).toBe('');
      expect(created.stdout).toBe('Created admin account boss@kwacha.zm (username: boss).\n');
      expect(created.code).toBe(0);

      const again = await runCli(['--email', 'BOSS@kwacha.zm', '--password', STRONG, '--role', 'superuser']);
      expect(again.code).toBe(1);
      expect(again.stderr).toBe('An account with this email address already exists.\n');
      expect(again.stdout).toBe('');

      const database = await openPglite(join(dataDir, 'pgdata'));
      try {
        const row = await findUserByEmail(database.db, 'boss@kwacha.zm');
        expect(row).toMatchObject({
          role: 'admin',
          isEmailVerified: true,
          firstName: 'Chanda',
          lastName: 'Mulenga',
        });
        expect(await verifyPassword(row?.passwordHash ?? '', STRONG)).toBe(true);
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );

  it(
    'refuses a weak password, naming the unmet rule',
    async () => {
      const result = await runCli([
        '--email',
        'weak@kwacha.zm',
        '--password',
        'mwila-kasonde-77x',
        '--role',
        'admin',
      ]);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'Password does not meet all requirements. Missing: At least one uppercase letter.\n',
      );
      expect(result.stderr).not.toMatch(/\bat\s.+:\d+/); // no stack trace
    },
    TIMEOUT,
  );

  it(
    'refuses a common password and a bad role, one line each',
    async () => {
      const result = await runCli([
        '--email',
        'common@kwacha.zm',
        '--password',
        'Zambia@2025',
        '--role',
        'user',
      ]);
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n').sort()).toEqual([
        "Role must be 'admin' or 'superuser'.",
        'Staff passwords must be at least 12 characters and not a common password.',
      ]);
    },
    TIMEOUT,
  );

  it(
    'prints the usage and exits 2 when an option is missing or unknown',
    async () => {
      const missing = await runCli(['--email', 'x@kwacha.zm', '--password', STRONG]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('Missing --role.');
      expect(missing.stderr).toContain('Usage: npm run admin:create -- --email E --password P --role');

      const unknown = await runCli(['--email', 'x@kwacha.zm', '--pasword', STRONG, '--role', 'admin']);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("Unknown option '--pasword'");
      expect(unknown.stderr).toContain('Usage:');
    },
    TIMEOUT,
  );

  it(
    'refuses to open the embedded database while a server answers on PORT',
    async () => {
      const server = createServer((socket) => socket.destroy());
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const address = server.address();
      const busyPort = address && typeof address !== 'string' ? address.port : 0;
      try {
        const result = await runCli(['--email', 'busy@kwacha.zm', '--password', STRONG, '--role', 'admin'], {
          PORT: String(busyPort),
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('Stop the server (npm start) and run this command again');
      } finally {
        await new Promise<void>((done) => server.close(() => done()));
      }
    },
    TIMEOUT,
  );
});
