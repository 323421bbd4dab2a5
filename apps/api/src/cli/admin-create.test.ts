import { createServer } from 'node:net';
import { join } from 'node:path';
import { openPglite } from '@kwacha/db';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password-hashing';
import { findUserByEmail } from '../modules/users/users.repository';
import { ADMIN_CLI_TIMEOUT, adminCreateCli, STRONG_PASSWORD, staffOptions } from './testing/admin-create-cli';

// `npm run admin:create` on the embedded database, its default (admin-create.postgres.test.ts: a server).
const cli = adminCreateCli('kwacha-admin-cli-');

describe('npm run admin:create', () => {
  it(
    'creates a verified admin in the embedded database and refuses the same e-mail again',
    async () => {
      const args = staffOptions('Boss@Kwacha.zm', STRONG_PASSWORD, 'admin');
      const created = await cli.run([...args, '--first-name', 'Chanda', '--last-name', 'Mulenga']);
      expect(created.stderr).toBe('');
      expect(created.stdout).toBe('Created admin account boss@kwacha.zm (username: boss).\n');
      expect(created.code).toBe(0);

      const again = await cli.run(staffOptions('BOSS@kwacha.zm', STRONG_PASSWORD, 'superuser'));
      expect(again.code).toBe(1);
      expect(again.stderr).toBe('An account with this email address already exists.\n');
      expect(again.stdout).toBe('');

      const database = await openPglite(join(cli.dataDir(), 'pgdata'));
      try {
        const row = await findUserByEmail(database.db, 'boss@kwacha.zm');
        expect(row).toMatchObject({
          role: 'admin',
          isEmailVerified: true,
          firstName: 'Chanda',
          lastName: 'Mulenga',
        });
        expect(await verifyPassword(row?.passwordHash ?? '', STRONG_PASSWORD)).toBe(true);
      } finally {
        await database.close();
      }
    },
    ADMIN_CLI_TIMEOUT,
  );

  it(
    'refuses a weak password, naming the unmet rule',
    async () => {
      const result = await cli.run(staffOptions('weak@kwacha.zm', 'mwila-kasonde-77x', 'admin'));
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(
        'Password does not meet all requirements. Missing: At least one uppercase letter.\n',
      );
      expect(result.stderr).not.toMatch(/\bat\s.+:\d+/); // no stack trace
    },
    ADMIN_CLI_TIMEOUT,
  );

  it(
    'refuses a common password and a bad role, one line each',
    async () => {
      const result = await cli.run(staffOptions('common@kwacha.zm', 'Zambia@2025', 'user'));
      expect(result.code).toBe(1);
      expect(result.stderr.trim().split('\n').sort()).toEqual([
        "Role must be 'admin' or 'superuser'.",
        'Staff passwords must be at least 12 characters and not a common password.',
      ]);
    },
    ADMIN_CLI_TIMEOUT,
  );

  it(
    'prints the usage and exits 2 when an option is missing or unknown',
    async () => {
      const missing = await cli.run(['--email', 'x@kwacha.zm', '--password', STRONG_PASSWORD]);
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('Missing --role.');
      expect(missing.stderr).toContain('Usage: npm run admin:create -- --email E --password P --role');

      const unknown = await cli.run([
        '--email',
        'x@kwacha.zm',
        '--pasword',
        STRONG_PASSWORD,
        '--role',
        'admin',
      ]);
      expect(unknown.code).toBe(2);
      expect(unknown.stderr).toContain("Unknown option '--pasword'");
      expect(unknown.stderr).toContain('Usage:');
    },
    ADMIN_CLI_TIMEOUT,
  );

  it(
    'refuses to open the embedded database while a server answers on PORT',
    async () => {
      const server = createServer((socket) => socket.destroy());
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      const address = server.address();
      const busyPort = address && typeof address !== 'string' ? address.port : 0;
      try {
        const result = await cli.run(staffOptions('busy@kwacha.zm', STRONG_PASSWORD, 'admin'), {
          PORT: String(busyPort),
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('Stop the server (npm start) and run this command again');
      } finally {
        await new Promise<void>((done) => server.close(() => done()));
      }
    },
    ADMIN_CLI_TIMEOUT,
  );
});
