import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { dashboardSchema } from '@kwacha/shared/loans/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireRole, requireVerifiedEmail, sessionOf } from '../sessions/authenticate';
import { borrowerDashboard } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: [authenticate, requireRole('user'), requireVerifiedEmail],
      schema: {
        tags: ['loans'],
        security: [{ authToken: [] }],
        summary: "The borrower's dashboard tiles, scores and chart data",
        response: { 200: successEnvelope(dashboardSchema) },
      },
    },
    async (request) => ok(await borrowerDashboard(app.ctx, sessionOf(request).user.id)),
  );
};
