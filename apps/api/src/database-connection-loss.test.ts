import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDatabaseUnavailable, openPostgres } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { registrationPayload } from './testing/factories';
import { freePort, startServer, waitForHealth } from './testing/processes';

// Issue 39: PostgreSQL dropping connections (a restart, a failover, a pooler restart) while transactions
// were in flight killed the server with an unhandled 'error' event from a checked-out pg client. The real
// server process, as `npm start` runs it, while every connection it holds is cut again and again.
const base = inject('testDatabaseBase');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// A connection inside a transaction is checked out of the pool: the case that had no error listener.
const TERMINATE_IN_TRANSACTION = `select pg_terminate_backend(pid) from pg_stat_activity
  where datname = current_database() and state = 'idle in transaction'`;

// The embedded database has no server connections to cut.
describe.skipIf(!base.postgresUrl)('PostgreSQL connections cut under load', () => {
  it('fails the requests in flight with a 503 and keeps serving', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase(base);
    cleanups.push(() => database.close());
    const { rows } = await database.executeSql('select current_database() as name');
    const databaseUrl = new URL(String(base.postgresUrl));
    databaseUrl.pathname = `/${String(rows[0]?.name)}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'kwacha-cut-'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: join(dataDir, 'no-web'),
      DATABASE_URL: databaseUrl.toString(),
    });
    cleanups.push(async () => {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    });
    await waitForHealth(url, server);

    const register = () =>
      fetch(`${url}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registrationPayload()),
      }).then(
        (res) => res.status,
        (error: unknown) => `failed: ${String(error)}`,
      );
    let done = false;
    const requests = Promise.all(Array.from({ length: 20 }, register)).finally(() => {
      done = true;
    });
    // Registrations hash a password, then write the account, its consent and its e-mail in one
    // transaction: cut the connections that are inside a transaction, again and again while they run.
    let cut = 0;
    while (!done) {
      const { rows: cutNow } = await database.executeSql(TERMINATE_IN_TRANSACTION);
      cut += cutNow.length;
      await new Promise((r) => setTimeout(r, 5));
    }
    const statuses = await requests;

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(cut).toBeGreaterThan(0);
    // An answer for every request: a 503 for those whose transaction was cut, never a reset or a 500.
    const answered = (status: number | string) =>
      typeof status === 'number' && (status < 500 || status === 503);
    expect(statuses.filter((status) => !answered(status))).toEqual([]);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(await register()).toBe(201);
    expect(server.child.exitCode).toBeNull();
  });

  it('bounds a statement: 30 s by default, as the pool was told, and a timeout is a 503', async () => {
    const database = await createTestDatabase(base);
    cleanups.push(() => database.close());
    const { rows } = await database.executeSql('show statement_timeout');
    expect(rows[0]?.statement_timeout).toBe('30s');

    const { rows: names } = await database.executeSql('select current_database() as name');
    const databaseUrl = new URL(String(base.postgresUrl));
    databaseUrl.pathname = `/${String(names[0]?.name)}`;
    const short = openPostgres({ connectionString: databaseUrl.toString(), max: 1, statementTimeoutMs: 200 });
    cleanups.push(() => short.close());
    const error = await short.executeSql('select pg_sleep(2)').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '57014' });
    expect(isDatabaseUnavailable(error)).toBe(true);
    // The pool keeps serving on the same connection.
    expect((await short.executeSql('select 1 as one')).rows).toEqual([{ one: 1 }]);

    const unbounded = openPostgres({
      connectionString: databaseUrl.toString(),
      max: 1,
      statementTimeoutMs: 0,
    });
    cleanups.push(() => unbounded.close());
    expect((await unbounded.executeSql('show statement_timeout')).rows[0]?.statement_timeout).toBe('0');
  });
});
