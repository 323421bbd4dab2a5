import { buildApp } from './app';
import { createContext, dailyBusinessJobs, openDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { adminSocketPath } from './lib/admin-channel/admin-channel-protocol';
import { startAdminChannel, stopAdminChannel } from './lib/admin-channel/admin-channel-server';
import { backupFromConsole } from './lib/db-backup/backup-from-console';
import { exitGracefullyOnSignals } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { migrateWhenReachable } from './lib/migrate-when-reachable';
import { surviveDroppedDatabaseConnections } from './lib/unhandled-rejections';
import { businessDateFromConsole } from './modules/settings/business-date-from-console';
import { createStaffFromConsole } from './modules/users/staff-from-console';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  surviveDroppedDatabaseConnections(logger);
  const database = await openDatabase(config, logger);
  // /api/ready reports this flag (docs/architecture.md §16): false until this process's migrations are done.
  const readiness = { migrated: false };
  await migrateWhenReachable(database, logger);
  readiness.migrated = true;
  const running = await createContext(config, database, logger, { runWorkers: config.workers, readiness });
  const app = await buildApp(running.ctx, {
    logger,
    ...(config.trustProxy && { trustProxy: config.trustProxy }),
  });

  // Only one process may open the embedded database: the command line reaches it through this server.
  const socketPath = adminSocketPath(config.dataDir);
  const adminChannel =
    database.kind === 'pglite'
      ? await startAdminChannel(
          socketPath,
          (request) => {
            if (request.command === 'backup') return backupFromConsole(database, request);
            if (request.command === 'business-date') {
              return businessDateFromConsole(running.ctx, request, dailyBusinessJobs(running.ctx));
            }
            return createStaffFromConsole(running.ctx, request);
          },
          logger,
        )
      : undefined;

  exitGracefullyOnSignals(logger, async () => {
    await stopAdminChannel(adminChannel, socketPath);
    await app.close(); // stops accepting connections, waits for requests in flight
    await running.close(); // mail sender, jobs in flight (pg-boss graceful stop), mail transport, database
  });

  await app.listen({ port: config.port, host: config.host });
  // Start-up cost as an operator sees it: from process start (node's own boot included) to listening.
  logger.info(
    {
      url: config.appUrl,
      database: database.kind,
      workers: config.workers,
      startupMs: Math.round(process.uptime() * 1000),
      rssMb: Math.round(process.memoryUsage.rss() / 2 ** 20),
    },
    `Kwacha Loans is serving on ${config.appUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
