import { successEnvelope } from '@kwacha/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ServiceUnavailableError } from '../../lib/domain-errors';

const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });

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
};
