import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  promiseEntrySchema,
  promiseRequestSchema,
  promiseStatsSchema,
} from '@kwacha/shared/staff/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { loanParams } from './loan-params';
import { makePromise, promiseStatsByCollector } from './promises.service';

/** Promises to pay taken by collectors (docs/product.md §23.4). */
export const promiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/collections/:loanId/promises',
    staffOnly({
      summary:
        "Records the borrower's promise to pay an amount (kwacha, K1 up to the balance) by a day (from the business date, within the collection rules' days) on a loan past due; one open promise per loan (audited)",
      params: loanParams,
      body: promiseRequestSchema,
      response: { 201: successEnvelope(promiseEntrySchema) },
    }),
    async (request, reply) => {
      const promise = await makePromise(app.ctx, {
        loanId: request.params.loanId,
        maker: { userId: sessionOf(request).user.id, as: 'staff' },
        request: request.body,
      });
      return reply.code(201).send(ok(promise, 'The promise to pay is recorded.'));
    },
  );

  app.get(
    '/admin/collections/promise-stats',
    staffOnly({
      summary:
        "Each member of staff's promises to pay by outcome (kept, broken, open) and kept rate: kept ÷ decided",
      response: { 200: successEnvelope(promiseStatsSchema) },
    }),
    async () => ok({ collectors: await promiseStatsByCollector(app.ctx.db) }),
  );
};
