import pg from 'pg';
import { buildApp } from '../../app';
import { createContext, openDatabase } from '../../bootstrap';
import type { Config } from '../../config';
import { createLogger } from '../../lib/logger';

/** One statement as the product sent it to PostgreSQL. */
export interface CapturedStatement {
  /** Set for a named prepared statement: the bare route prepares it the same way. */
  name?: string;
  text: string;
  values: unknown[];
}

export interface CaptureRequest {
  name: string;
  url: string;
  token?: string;
}

/**
 * The SQL each route sends, in order: the application is built in this process against the benchmark's
 * database, every pg client's `query` is watched, and each route is asked twice (the first warms caches and
 * lets a once-a-minute session touch happen; the second is recorded). The bare server replays exactly this.
 */
export async function captureRouteSql(
  config: Config,
  requests: readonly CaptureRequest[],
): Promise<Map<string, CapturedStatement[]>> {
  const recorded: CapturedStatement[] = [];
  const original = pg.Client.prototype.query;
  // pg's many overloads cannot be restated generically: the wrapper passes whatever it gets straight on.
  const call = original as unknown as (this: pg.Client, ...args: unknown[]) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  const patched = function (this: pg.Client, config: any, values?: any, callback?: any) {
    if (config && typeof config === 'object' && typeof config.text === 'string') {
      // drizzle passes the text (and rowMode) in the config and the parameters beside it.
      recorded.push({
        ...(typeof config.name === 'string' && { name: config.name }),
        text: config.text,
        values: config.values ?? (Array.isArray(values) ? values : []),
      });
    } else if (typeof config === 'string') {
      recorded.push({ text: config, values: Array.isArray(values) ? values : [] });
    }
    return call.call(this, config, values, callback);
  };
  pg.Client.prototype.query = patched as typeof original;
  const logger = createLogger('warn');
  const database = await openDatabase(config, logger);
  const running = await createContext(config, database, logger, { runWorkers: false });
  const app = await buildApp(running.ctx, { logger, routeLimits: false, webDistDir: false });
  try {
    const captured = new Map<string, CapturedStatement[]>();
    for (const request of requests) {
      const headers = request.token ? { 'x-auth-token': request.token } : {};
      const warm = await app.inject({ url: request.url, headers });
      if (warm.statusCode !== 200)
        throw new Error(`${request.url} answered ${warm.statusCode}: ${warm.body}`);
      recorded.length = 0;
      await app.inject({ url: request.url, headers });
      captured.set(request.name, [...recorded]);
    }
    return captured;
  } finally {
    pg.Client.prototype.query = original;
    await app.close();
    await running.close();
  }
}
