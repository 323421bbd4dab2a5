import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { STATISTICS_TABLES, statisticsQuerySchema, statisticsSchema } from '@kwacha/shared/staff/statistics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { portfolioStatistics } from './statistics.service';
import { csvFileName, statisticsCsv } from './statistics-csv';
import { refreshStatistics } from './statistics-refresh.service';

export const STATISTICS_REFRESHED_MESSAGE = 'The figures are up to date.';
export const STATISTICS_BUSY_MESSAGE =
  'The figures are being worked out already; they will be ready in a moment.';

/** Reports & Statistics (docs/product.md §14): admins and superusers. */
export const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/statistics',
    staffOnly({
      summary: 'The portfolio, risk and pipeline for a period (and product)',
      querystring: statisticsQuerySchema,
      response: { 200: successEnvelope(statisticsSchema) },
    }),
    async (request) => ok(await portfolioStatistics(app.ctx, request.query)),
  );

  app.get(
    '/admin/statistics/export/:table',
    staffOnly({
      summary: 'One table of the statistics as CSV (kwacha with two decimals, Lusaka dates)',
      params: z.object({ table: z.enum(STATISTICS_TABLES) }),
      querystring: statisticsQuerySchema,
    }),
    async (request, reply) => {
      const statistics = await portfolioStatistics(app.ctx, request.query);
      const { table } = request.params;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(table, statistics)}"`)
        .send(statisticsCsv(table, statistics));
    },
  );

  app.post(
    '/admin/statistics/refresh',
    staffOnly({
      summary: 'Work the figures out now (a job does it every 10 minutes)',
      response: { 200: successEnvelope(z.object({ refreshed: z.boolean() })) },
    }),
    async (request) => {
      const staff = sessionOf(request).user;
      await consumeAttempt(
        app.ctx.attempts,
        `statistics:refresh:${staff.id}`,
        IDENTIFIER_LIMITS.statisticsRefresh,
      );
      const { refreshed } = await refreshStatistics(app.ctx);
      return ok({ refreshed }, refreshed ? STATISTICS_REFRESHED_MESSAGE : STATISTICS_BUSY_MESSAGE);
    },
  );
};
