import { Writable } from 'node:stream';
import type { DatabaseHandle } from '@kwacha/db';
import { createTestDatabase } from '@kwacha/db/testing';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { createContext } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import type { AppContext } from '../context';
import { createLogger } from '../lib/logger';

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Run job handlers in-process (needed by tests that wait for e-mails to be sent). */
  runWorkers?: boolean;
  now?: () => Date;
  mailRetryDelaySeconds?: number;
  webDistDir?: string | false;
  /** Per-address route limits (off by default: one test makes many requests from one address). */
  routeLimits?: boolean;
  /** Extra routes registered before the app is ready (for exercising framework behaviour). */
  extraRoutes?: (app: FastifyInstance) => void;
  /** A database other processes share (multi-process.test.ts); closing the app closes it. */
  database?: DatabaseHandle;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: DatabaseHandle;
  /** Every log line the app wrote, as raw JSON text (for redaction checks). */
  logs: string[];
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/kwacha-test-unused',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'info',
  });
  return { ...base, ...overrides };
}

/** A real app on its own migrated database (PGlite, or PostgreSQL under TEST_DATABASE_URL). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase(inject('testDatabaseBase')));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const config = testConfig(options.config);
  const logger = createLogger(config.logLevel, stream);
  const running = await createContext(config, database, logger, {
    runWorkers: options.runWorkers ?? false,
    pollingIntervalSeconds: 0.5,
    mailRetryDelaySeconds: options.mailRetryDelaySeconds ?? 1,
    mailPollIntervalMs: 100,
    ...(options.now && { now: options.now }),
  });
  const app = await buildApp(running.ctx, {
    logger,
    webDistDir: options.webDistDir ?? false,
    routeLimits: options.routeLimits ?? false,
    ...(config.trustProxy && { trustProxy: config.trustProxy }),
  });
  options.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    ctx: running.ctx,
    database,
    logs,
    async close() {
      await app.close();
      await running.close();
    },
  };
}
