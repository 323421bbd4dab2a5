import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { dashboardSchema } from '@kwacha/shared/loans/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { borrowerDashboard } from './dashboard.service';

const verifiedBorrower = routeAccess({ tags: ['loans'], roles: ['user'], verifiedEmail: true });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    verifiedBorrower({
      summary: "The borrower's dashboard tiles, scores and chart data",
      response: { 200: successEnvelope(dashboardSchema) },
    }),
    async (request) => ok(await borrowerDashboard(app.ctx, sessionOf(request).user.id)),
  );
};
