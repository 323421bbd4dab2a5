import { createContext, openDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { exitGracefullyOnSignals } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { startWorkerMetricsServer } from './lib/metrics/worker-metrics-server';
import { migrateWhenReachable } from './lib/migrate-when-reachable';
import { surviveDroppedDatabaseConnections } from './lib/unhandled-rejections';

/** A job worker on its own, for deployments that run API processes with WORKERS=off. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  surviveDroppedDatabaseConnections(logger);
  if (!config.databaseUrl) {
    // The embedded database belongs to one process (the server), which runs the jobs itself.
    throw new ConfigError(
      'DATABASE_URL: `npm run worker` needs a PostgreSQL server; with the embedded database the server runs jobs itself',
    );
  }
  const database = await openDatabase(config, logger);
  await migrateWhenReachable(database, logger);
  const running = await createContext(config, database, logger, { runWorkers: true });
  const { metrics } = running.ctx;
  const metricsServer =
    metrics && config.metricsToken
      ? await startWorkerMetricsServer(metrics, {
          token: config.metricsToken,
          port: config.metricsPort,
          host: config.host,
        })
      : undefined;
  // Jobs in flight finish (pg-boss's graceful stop) before the mail sender's transports and the database close.
  exitGracefullyOnSignals(logger, async () => {
    await metricsServer?.close();
    await running.close();
  });
  logger.info({ metricsPort: metricsServer?.port }, 'job worker started');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
