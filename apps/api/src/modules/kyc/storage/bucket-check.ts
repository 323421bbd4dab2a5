import type { FastifyBaseLogger } from 'fastify';
import type { KycConfig } from '../../../config';
import type { ReadinessCheck } from '../../../context';
import { bucketProblemOf } from './photo-vault';

export interface BucketCheck extends ReadinessCheck {
  /** Resolves once no check is running (a check is bounded by the S3 timeouts). */
  settled(): Promise<void>;
}

/**
 * KYC_STORAGE=s3: whether the photo bucket answers, for GET /api/ready (docs/operations.md §6). Checked at
 * start without holding the start up (a store that is down for a minute must not stop the server from
 * serving loans); while it fails, readiness answers 503 naming the bucket, and each readiness probe starts
 * a new check (one at a time), so a bucket created or an endpoint back makes the process ready with no
 * restart. Once it has answered it is not checked again: a later outage of the photo store fails uploads
 * and photo views (503) and queues deletions, but does not take every process out of the load balancer.
 */
export function startBucketCheck(config: KycConfig, logger: FastifyBaseLogger): BucketCheck {
  const bucket = config.s3?.bucket ?? '';
  let problem: string | undefined = `identity photo storage: bucket "${bucket}" not checked yet`;
  let answered = false;
  let running: Promise<void> | undefined;

  const check = () => {
    running ??= bucketProblemOf(config)
      .catch((error: unknown) => `identity photo storage: bucket "${bucket}" could not be checked (${error})`)
      .then((found) => {
        if (found && found !== problem)
          logger.error({ bucket }, `${found}; /api/ready answers 503 until it answers`);
        if (!found) logger.info({ bucket }, `identity photo storage: bucket "${bucket}" answers`);
        problem = found;
        answered = !found;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void check();

  return {
    problem() {
      if (answered) return undefined;
      void check();
      return problem;
    },
    async settled() {
      await running;
    },
  };
}
