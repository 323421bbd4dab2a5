import { openPostgres } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { createContext } from './bootstrap';
import { createLogger } from './lib/logger';
import { TcpProxy } from './testing/tcp-proxy';
import { createTestApp, testConfig } from './testing/test-app';

const base = inject('testDatabaseBase');
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('database outage', () => {
  it('answers /api/health with 503 once the database is gone', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await t.database.close();
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' } });
    expect(res.body).not.toMatch(/ECONN|stack|pg/);
  });

  // A real PostgreSQL server behind a proxy we can cut: the pool must ride out the outage.
  it.runIf(Boolean(base.postgresUrl))(
    'keeps serving after PostgreSQL goes away and comes back, without a restart',
    async () => {
      const testDb = await createTestDatabase(base);
      cleanups.push(() => testDb.close());
      const { rows } = await testDb.executeSql('select current_database() as name');
      const serverUrl = new URL(String(base.postgresUrl));
      const proxy = new TcpProxy(serverUrl.hostname, Number(serverUrl.port || 5432));
      const port = await proxy.start();
      cleanups.push(() => proxy.stop());

      const viaProxy = new URL(serverUrl);
      viaProxy.host = `127.0.0.1:${port}`;
      viaProxy.pathname = `/${String(rows[0]?.name)}`;
      const config = testConfig({ databaseUrl: viaProxy.toString() });
      const logger = createLogger('silent');
      const database = openPostgres({
        connectionString: config.databaseUrl as string,
        onPoolError: () => {},
      });
      const running = await createContext(config, database, logger, { runWorkers: false });
      const app = await buildApp(running.ctx, { logger, webDistDir: false });
      cleanups.push(async () => {
        await app.close();
        await running.close();
      });

      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      await proxy.stop();
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      await proxy.start(port);
      const up = await app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toMatchObject({ success: true, data: { database: 'up' } });
    },
  );
});
