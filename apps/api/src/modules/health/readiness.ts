import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { ServiceUnavailableError } from '../../lib/domain-errors';

export const MIGRATING_MESSAGE = 'The service is starting: database migrations are not finished.';
export const DATABASE_DOWN_MESSAGE = 'Database is unreachable.';

/**
 * Whether this process should be sent traffic: it has applied the migrations, the database answers and,
 * with KYC_STORAGE=s3, the photo bucket answered at start (its problem, naming the bucket, is the message).
 * Liveness (/api/health) stays a separate question, so an orchestrator restarts only a process that is stuck,
 * not one that is waiting for its database.
 */
export async function checkReadiness(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  if (!ctx.readiness.migrated) throw new ServiceUnavailableError(MIGRATING_MESSAGE);
  try {
    await ctx.database.ping();
  } catch (error) {
    log.error({ err: error }, 'readiness check: database unreachable');
    throw new ServiceUnavailableError(DATABASE_DOWN_MESSAGE);
  }
  // Logged by the check itself when it changes, not on every probe.
  const photoStorage = ctx.readiness.photoStorage?.problem();
  if (photoStorage) throw new ServiceUnavailableError(photoStorage);
}
