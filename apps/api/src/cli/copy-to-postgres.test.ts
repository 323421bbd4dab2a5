import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '@kwacha/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../bootstrap';
import { createLogger } from '../lib/logger';
import { checkLedgerInvariants } from '../modules/ledger/ledger-invariants.repository';
import { runScript } from '../testing/processes';
import { testConfig } from '../testing/test-app';
import { DEMO_BORROWER } from './demo-data';

// A PostgreSQL server to create throwaway databases on: CI's, or the one a developer runs locally.
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const databaseUrl = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function reachable(): Promise<boolean> {
  const server = openPostgres({ connectionString: SERVER_URL, max: 1 });
  try {
    await server.ping();
    return true;
  } catch {
    return false;
  } finally {
    await server.close();
  }
}

/** Every row of a table as PostgreSQL prints it, in UTC: equal text means equal values. */
async function rowsAsText(database: DatabaseHandle, table: string): Promise<string[]> {
  await database.executeSql("set timezone = 'UTC'");
  const { rows } = await database.executeSql(
    `select row_to_json(t)::text as row from "${table}" t order by row_to_json(t)::text`,
    [],
  );
  return rows.map((row) => String(row.row));
}

describe.skipIf(!(await reachable()))('npm run db:copy-to-postgres', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-copy-'));
  const name = `kwacha_copy_${process.pid}_${Date.now()}`;
  const target = databaseUrl(name);
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
  };
  const server = openPostgres({ connectionString: SERVER_URL, max: 1 });

  beforeAll(async () => {
    await server.executeSql(`create database ${name}`);
    // The demo borrower, with loans applied for, paid out, repaid and paid off, and their ledger.
    const seeded = await runScript('src/cli/seed-demo.ts', [], env);
    expect(seeded.code).toBe(0);
  }, 90_000);

  afterAll(async () => {
    await server.executeSql(`drop database if exists ${name} with (force)`);
    await server.close();
  });

  it('copies every row exactly, verifies counts and the ledger, and the borrower signs in on the copy', {
    timeout: 60_000,
  }, async () => {
    const copied = await runScript('src/cli/copy-to-postgres.ts', ['--to', target], env);
    expect(copied.stderr).toBe('');
    expect(copied.code).toBe(0);
    expect(copied.stdout).toContain('Copied and verified.');
    expect(copied.stdout).toMatch(/journal_lines +(\d+) +\1 +identical\n/);
    expect(copied.stdout).not.toMatch(/MISMATCH|DIFFERENT|FAILS/);
    expect(copied.stdout).toContain('Not copied: the pgboss schema');

    const source = await openPglite(join(dataDir, 'pgdata'));
    const copy = openPostgres({ connectionString: target, max: 2 });
    try {
      for (const table of ['users', 'loan_applications', 'payments', 'journal_lines', 'audit_events']) {
        const expected = await rowsAsText(source, table);
        expect(expected.length, table).toBeGreaterThan(0);
        expect(await rowsAsText(copy, table), table).toEqual(expected);
      }
      const checks = await checkLedgerInvariants(copy.db);
      expect(checks.filter((check) => check.offenders.length > 0)).toEqual([]);

      const config = testConfig();
      const running = await createContext(config, copy, createLogger('silent'), { runWorkers: false });
      const app = await buildApp(running.ctx, { logger: createLogger('silent'), webDistDir: false });
      try {
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { emailOrUsername: DEMO_BORROWER.email, password: DEMO_BORROWER.password },
        });
        expect(login.statusCode).toBe(200);
        // New rows take ids after the copied ones: the sequences were moved on.
        const next = await copy.executeSql(
          "select nextval(pg_get_serial_sequence('journal_lines', 'id')) > (select max(id) from journal_lines) as after",
          [],
        );
        expect(next.rows).toEqual([{ after: true }]);
      } finally {
        await app.close();
        await running.close();
      }
    } finally {
      await source.close();
      await copy.close().catch(() => {});
    }
  });

  it('refuses a target that already holds data, and a source another process holds', {
    timeout: 60_000,
  }, async () => {
    const again = await runScript('src/cli/copy-to-postgres.ts', ['--to', target], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${target} is not empty: users (2 rows)`);
    expect(again.stderr).toContain('run again with --force');

    const holder = await openPglite(join(dataDir, 'pgdata'));
    try {
      const held = await runScript('src/cli/copy-to-postgres.ts', ['--to', target], env);
      expect(held.code).toBe(1);
      expect(held.stderr).toContain(`Process ${process.pid} has the embedded database in ${dataDir} open.`);
    } finally {
      await holder.close();
    }
  });

  it('with --force replaces the target, but rolls everything back when the copy breaks an invariant', {
    timeout: 60_000,
  }, async () => {
    // A position that no longer equals its ledger: the copy must not be committed.
    const source = await openPglite(join(dataDir, 'pgdata'));
    try {
      await source.executeSql(
        'update loan_positions set principal = principal + 1 where loan_id = (select min(loan_id::text)::uuid from loan_positions)',
      );
    } finally {
      await source.close();
    }
    const copied = await runScript('src/cli/copy-to-postgres.ts', ['--to', target, '--force'], env);
    expect(copied.code).toBe(1);
    expect(copied.stdout).toMatch(
      /FAILS {3}every loan's position equals its ledger receivables: [0-9a-f-]{36}\n/,
    );
    expect(copied.stdout).toContain('Verification failed: the transaction was rolled back');

    // The target still holds the first copy, whole.
    const copy = openPostgres({ connectionString: target, max: 1 });
    try {
      const checks = await checkLedgerInvariants(copy.db);
      expect(checks.filter((check) => check.offenders.length > 0)).toEqual([]);
      const { rows } = await copy.executeSql('select count(*)::int as n from users', []);
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await copy.close();
    }
  });
});
