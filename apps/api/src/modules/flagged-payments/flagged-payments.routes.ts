import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  flaggedPaymentCountSchema,
  flaggedPaymentListSchema,
  flaggedPaymentsQuerySchema,
  RESOLVED_MESSAGE,
  resolvedFlaggedPaymentSchema,
  resolveFlaggedPaymentSchema,
} from '@kwacha/shared/staff/flagged-payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { flaggedPaymentCount, listFlaggedPayments } from './flagged-payments.service';
import { resolveFlaggedPayment } from './resolve-flagged-payment.service';

/** Flagged payments (docs/product.md §14.8): admins and superusers. */
export const flaggedPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/flagged-payments',
    staffOnly({
      summary: 'Payments whose provider outcome could not be believed, waiting for staff (oldest first)',
      querystring: flaggedPaymentsQuerySchema,
      response: { 200: successEnvelope(flaggedPaymentListSchema) },
    }),
    async (request) => ok(await listFlaggedPayments(app.ctx.db, request.query)),
  );

  app.get(
    '/admin/flagged-payments/count',
    staffOnly({
      summary: 'How many flagged payments wait for staff (the side menu badge)',
      response: { 200: successEnvelope(flaggedPaymentCountSchema) },
    }),
    async () => ok({ count: await flaggedPaymentCount(app.ctx.db) }),
  );

  app.post(
    '/admin/flagged-payments/:id/resolve',
    staffOnly({
      summary:
        'Resolve a flagged payment: apply it to the loan, record a refund made outside the system, or ' +
        'dismiss it with a note (audited; booked through the ledger)',
      params: idParamsSchema,
      body: resolveFlaggedPaymentSchema,
      response: { 200: successEnvelope(resolvedFlaggedPaymentSchema) },
    }),
    async (request) => {
      const staff = sessionOf(request).user;
      const resolved = await resolveFlaggedPayment(app.ctx, staff, request.params.id, request.body);
      return ok(resolved, RESOLVED_MESSAGE[request.body.action]);
    },
  );
};
