import {
  LOAN_STATUSES,
  ok,
  STAFF_DECISIONS,
  statusUpdatedMessage,
  statusUpdateRequestSchema,
  successEnvelope,
} from '@kwacha/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, requireRole, sessionOf } from '../../plugins/authenticate';
import { LoanNotFoundError } from '../loan-applications/loan-applications.errors';
import { decideLoanStatus } from './loan-decisions.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const decisionResultSchema = z.object({
  id: z.string(),
  status: z.enum(LOAN_STATUSES),
  remarks: z.string().nullable(),
});

export const loanDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/loan-applications/admin/loan/:id/status',
    {
      onRequest: [authenticate, requireRole('admin', 'superuser')],
      schema: {
        tags: ['staff'],
        security: [{ authToken: [] }],
        summary: `Decide a loan: ${STAFF_DECISIONS.join(', ')} (an illegal move is 409)`,
        params: z.object({ id: z.string().max(64) }),
        body: statusUpdateRequestSchema,
        response: { 200: successEnvelope(decisionResultSchema) },
      },
    },
    async (request) => {
      // A malformed id cannot name a loan: not found, like an unknown one.
      if (!UUID.test(request.params.id)) throw new LoanNotFoundError();
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
