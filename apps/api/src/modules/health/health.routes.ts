import { successEnvelope } from '@kwacha/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../lib/domain-errors';
import { checkReadiness } from './readiness';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
const readySchema = z.object({
  status: z.literal('ready'),
  database: z.literal('up'),
  migrations: z.literal('current'),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: successEnvelope(healthSchema) },
      },
    },
    async (request) => {
      try {
        await app.ctx.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ServiceUnavailableError('Database is unreachable.');
      }
      return {
        success: true as const,
        message: 'OK',
        msg: 'OK',
        data: { status: 'ok' as const, database: 'up' as const },
      };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness: migrations applied, the database answering, and with KYC_STORAGE=s3 the photo bucket (503 names it)',
        response: { 200: successEnvelope(readySchema) },
      },
    },
    async (request) => {
      await checkReadiness(app.ctx, request.log);
      return {
        success: true as const,
        message: 'Ready',
        msg: 'Ready',
        data: { status: 'ready' as const, database: 'up' as const, migrations: 'current' as const },
      };
    },
  );
};
