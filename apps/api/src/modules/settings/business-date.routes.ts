import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { advanceBusinessDateSchema, businessDateViewSchema } from '@kwacha/shared/staff/business-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly, superuserOnly } from '../sessions/route-access';
import { advanceBusinessDate, type DailyBusinessJob, readBusinessDate } from './business-date.service';

/**
 * The business date (docs/product.md §14.5.1). The daily jobs it catches up are handed in by app.ts: they
 * live in modules above this one.
 */
export const businessDateRoutes: FastifyPluginAsyncZod<{ dailyJobs: readonly DailyBusinessJob[] }> = async (
  app,
  { dailyJobs },
) => {
  app.get(
    '/admin/business-date',
    staffOnly({
      summary: 'The business date the daily jobs run on, the real Lusaka date, and whether it can move',
      response: { 200: successEnvelope(businessDateViewSchema) },
    }),
    async () => ok(await readBusinessDate(app.ctx)),
  );

  app.post(
    '/admin/business-date/advance',
    superuserOnly({
      summary:
        'Moves the business date forward 1–366 days, running every daily job for each day (superuser; refused in production; audited)',
      body: advanceBusinessDateSchema,
      response: { 200: successEnvelope(businessDateViewSchema) },
    }),
    async (request) => {
      const { state } = await advanceBusinessDate(
        app.ctx,
        { actorId: sessionOf(request).user.id, days: request.body.days },
        dailyJobs,
      );
      return ok(state, `The business date is now ${state.date}.`);
    },
  );
};
