import { createTestDatabase } from '@kwacha/db/testing';
import { describe, expect, inject, it } from 'vitest';
import { findUserByEmail } from '../modules/users/users.repository';
import { ADMIN_CLI_TIMEOUT, adminCreateCli, STRONG_PASSWORD } from './testing/admin-create-cli';

// `npm run admin:create` against a PostgreSQL server (DATABASE_URL). Only when the suite runs on one
// (TEST_DATABASE_URL); admin-create.test.ts proves the embedded database, which the CLI uses without it.
const cli = adminCreateCli('kwacha-admin-cli-pg-');

describe('npm run admin:create on PostgreSQL', () => {
  const base = inject('testDatabaseBase');
  it.runIf(Boolean(base.postgresUrl))(
    'uses DATABASE_URL when it is set',
    async () => {
      const database = await createTestDatabase(base);
      try {
        const { rows } = await database.executeSql('select current_database() as name');
        const url = new URL(String(base.postgresUrl));
        url.pathname = `/${String(rows[0]?.name)}`;
        const result = await cli.run(
          ['--email', 'postgres.admin@kwacha.zm', '--password', STRONG_PASSWORD, '--role', 'superuser'],
          {
            DATABASE_URL: url.toString(),
          },
        );
        expect(result.stdout).toBe(
          'Created superuser account postgres.admin@kwacha.zm (username: postgres.admin).\n',
        );
        expect(result.code).toBe(0);
        expect(await findUserByEmail(database.db, 'postgres.admin@kwacha.zm')).toMatchObject({
          role: 'superuser',
        });
      } finally {
        await database.close();
      }
    },
    ADMIN_CLI_TIMEOUT,
  );
});
