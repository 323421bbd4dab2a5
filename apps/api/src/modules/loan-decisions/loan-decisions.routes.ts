import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { STAFF_DECISIONS } from '@kwacha/shared/loans/loan-transitions';
import { LOAN_STATUSES } from '@kwacha/shared/loans/loan-view';
import { statusUpdatedMessage, statusUpdateRequestSchema } from '@kwacha/shared/staff/admin-loans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { decideLoanStatus } from './loan-decisions.service';

const decisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(LOAN_STATUSES),
  remarks: z.string().nullable(),
});

export const loanDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/loan-applications/admin/loan/:id/status',
    staffOnly({
      summary: `Decide a loan: ${STAFF_DECISIONS.join(', ')} (an illegal move is 409)`,
      params: idParamsSchema,
      body: statusUpdateRequestSchema,
      response: { 200: successEnvelope(decisionResultSchema) },
    }),
    async (request) => {
      // A malformed id cannot name a loan: not found, like an unknown one.
      const result = await decideLoanStatus(
        app.ctx,
        sessionOf(request).user.id,
        request.params.id,
        request.body,
      );
      return ok(result, statusUpdatedMessage(result.status));
    },
  );
};
