import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@kwacha/db';
import { buildApp } from '../../../app';
import { createContext } from '../../../bootstrap';
import type { Config } from '../../../config';
import { createLogger } from '../../../lib/logger';
import { type TestApp, testConfig } from '../../../testing/test-app';

/**
 * Like createTestApp, on a database the caller owns: closing the app stops its jobs and mail sender but
 * leaves the database open, so a second app can start on it — a restart of the server, as in production.
 */
export async function startAppOnDatabase(
  database: DatabaseHandle,
  overrides: Partial<Config> = {},
): Promise<TestApp> {
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = testConfig(overrides);
  const logger = createLogger(config.logLevel, stream);
  const kept: DatabaseHandle = { ...database, close: async () => {} };
  const running = await createContext(config, kept, logger, {
    runWorkers: true,
    pollingIntervalSeconds: 0.5,
    mailRetryDelaySeconds: 1,
    mailPollIntervalMs: 100,
  });
  const app = await buildApp(running.ctx, { logger, webDistDir: false, routeLimits: false });
  await app.ready();
  return {
    app,
    ctx: running.ctx,
    database: kept,
    logs,
    async close() {
      await app.close();
      await running.close();
    },
  };
}
