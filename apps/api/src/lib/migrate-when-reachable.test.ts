import { openPostgres } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { TcpProxy } from '../testing/tcp-proxy';
import { migrateWhenReachable } from './migrate-when-reachable';

const base = inject('testDatabaseBase');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
const warnings: string[] = [];
const logger = { warn: (_fields: object, message: string) => void warnings.push(message) };

describe('a process starting while the database is away', () => {
  it('gives up on a migration that fails for another reason at once', async () => {
    let tries = 0;
    const failing = {
      migrate: async () => {
        tries += 1;
        throw Object.assign(new Error('relation "x" already exists'), { code: '42P07' });
      },
    };
    await expect(migrateWhenReachable(failing, logger)).rejects.toThrow('already exists');
    expect(tries).toBe(1);
  });

  it('stops waiting after the longest wait, with the last error', async () => {
    let tries = 0;
    const down = {
      migrate: async () => {
        tries += 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    };
    const wait = { maxWaitMs: 1_000, firstDelayMs: 100, sleep: async () => {} };
    await expect(migrateWhenReachable(down, logger, wait)).rejects.toThrow('ECONNREFUSED');
    // 100 + 200 + 400 + 800 ms of waiting, then one last try.
    expect(tries).toBe(5);
  });

  // PostgreSQL restarting when a killed worker is brought back (the chaos run's finding, issue 46).
  it.skipIf(!base.postgresUrl)(
    'waits for PostgreSQL to come back, then migrates',
    { timeout: 30_000 },
    async () => {
      const database = await createTestDatabase(base);
      cleanups.push(() => database.close());
      const { rows } = await database.executeSql('select current_database() as name');
      const target = new URL(String(base.postgresUrl));
      const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
      const port = await proxy.start();
      await proxy.stop(); // the database is "down": nothing listens on the port
      cleanups.push(() => proxy.stop());
      const url = new URL(String(base.postgresUrl));
      url.host = `127.0.0.1:${port}`;
      url.pathname = `/${String(rows[0]?.name)}`;
      const starting = openPostgres({ connectionString: url.toString() });
      cleanups.push(() => starting.close());

      warnings.length = 0;
      const migrated = migrateWhenReachable(starting, logger, { maxWaitMs: 20_000, firstDelayMs: 200 });
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await proxy.start(port); // back
      await migrated;
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings[0]).toBe('database unreachable at start; trying again');
      const applied = await starting.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(Number(applied.rows[0]?.n)).toBeGreaterThan(50);
    },
  );
});
