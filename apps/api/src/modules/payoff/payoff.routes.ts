import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { payoffQuoteQuerySchema, prepaymentPreviewQuerySchema } from '@kwacha/shared/loans/payoff-queries';
import { payoffQuoteViewSchema, prepaymentPreviewSchema } from '@kwacha/shared/loans/payoff-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess, staffOnly } from '../sessions/route-access';
import { previewPrepayment, quotePayoff } from './payoff.service';

const borrowerOnly = routeAccess({ tags: ['loans'], roles: ['user'] });

/** docs/product.md §13.6: what closes a loan on a chosen day, for its borrower and for staff. */
export const payoffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loan-applications/:id/payoff-quote',
    borrowerOnly({
      summary:
        "What pays off one of the signed-in borrower's loans on a day (?on=YYYY-MM-DD, today when absent): principal, interest earned by then, fees and penalties",
      params: idParamsSchema,
      querystring: payoffQuoteQuerySchema,
      response: { 200: successEnvelope(payoffQuoteViewSchema) },
    }),
    async (request) => {
      const reader = { borrowerId: sessionOf(request).user.id };
      return ok(await quotePayoff(app.ctx, request.params.id, reader, request.query.on));
    },
  );

  app.get(
    '/loan-applications/:id/prepayment-preview',
    borrowerOnly({
      summary:
        "What paying an amount ahead today does to one of the signed-in borrower's loans (?amount=&option=shorter_term|lower_instalment): what is due first, the principal left, the new instalments",
      params: idParamsSchema,
      querystring: prepaymentPreviewQuerySchema,
      response: { 200: successEnvelope(prepaymentPreviewSchema) },
    }),
    async (request) =>
      ok(await previewPrepayment(app.ctx, request.params.id, sessionOf(request).user.id, request.query)),
  );

  app.get(
    '/loan-applications/admin/:id/payoff-quote',
    staffOnly({
      summary: 'What pays off any loan on a day (staff)',
      params: idParamsSchema,
      querystring: payoffQuoteQuerySchema,
      response: { 200: successEnvelope(payoffQuoteViewSchema) },
    }),
    async (request) => ok(await quotePayoff(app.ctx, request.params.id, 'staff', request.query.on)),
  );
};
