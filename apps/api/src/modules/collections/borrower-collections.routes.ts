import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { borrowerCollectionsSchema, borrowerPromiseSchema } from '@kwacha/shared/loans/promises';
import { promiseRequestSchema } from '@kwacha/shared/staff/collections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { borrowerCollectionsOf, makePromise } from './promises.service';

const borrowerOnly = routeAccess({ tags: ['loans'], roles: ['user'] });

/** What a borrower sees and does of collections on their own loan (docs/product.md §23.4). */
export const borrowerCollectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loan-applications/:id/collections',
    borrowerOnly({
      summary:
        "On one of the signed-in borrower's loans: the texts and e-mails collectors sent about it, the latest promise to pay, and whether one may be made now",
      params: idParamsSchema,
      response: { 200: successEnvelope(borrowerCollectionsSchema) },
    }),
    async (request) =>
      ok(await borrowerCollectionsOf(app.ctx.db, request.params.id, sessionOf(request).user.id)),
  );

  app.post(
    '/loan-applications/:id/promises',
    borrowerOnly({
      summary:
        "The signed-in borrower promises to pay an amount by a day on their own loan while it is past due (the staff desk's limits)",
      params: idParamsSchema,
      body: promiseRequestSchema,
      response: { 201: successEnvelope(borrowerPromiseSchema) },
    }),
    async (request, reply) => {
      const promise = await makePromise(app.ctx, {
        loanId: request.params.id,
        maker: { userId: sessionOf(request).user.id, as: 'borrower' },
        request: request.body,
      });
      return reply.code(201).send(ok(promise, 'Thank you: your promise to pay is recorded.'));
    },
  );
};
