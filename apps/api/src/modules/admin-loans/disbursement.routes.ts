import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  DISBURSEMENT_CONFIRMED_MESSAGE,
  disburseConfirmRequestSchema,
  disburseConfirmResponseSchema,
  disburseInitiateRequestSchema,
  disburseInitiateResponseSchema,
} from '@kwacha/shared/staff/disbursement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consumeAttempt, IDENTIFIER_LIMITS } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { confirmDisbursement } from '../disbursements/confirm-disbursement.service';
import { initiateDisbursement, OTP_SENT_MESSAGE } from '../disbursements/initiate-disbursement.service';
import { LoanNotFoundError } from '../loans/loans.errors';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { loadAdminLoanView } from './admin-loan-view';

export const TRANSFER_UNCONFIRMED_MESSAGE =
  'The disbursement is confirmed, but the payment provider has not confirmed the transfer yet. It will be reconciled automatically.';

const staffOnly = routeAccess({ tags: ['disbursements'], roles: ['admin', 'superuser'] });

export const disbursementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/loan-applications/admin/loan/:id/disburse/initiate',
    {
      ...staffOnly({
        summary:
          "Start a disbursement: e-mails a one-time code to the staff member (the loan's amount and destination must be repeated)",
        params: idParamsSchema,
        body: disburseInitiateRequestSchema,
        response: { 200: successEnvelope(disburseInitiateResponseSchema) },
      }),
      config: { rateLimit: ROUTE_LIMITS.disbursementInitiate },
    },
    async (request) => {
      const started = await initiateDisbursement(
        app.ctx,
        sessionOf(request).user,
        request.params.id,
        request.body,
      );
      return ok(
        { transactionId: started.transactionId, otpExpiresAt: started.otpExpiresAt.toISOString() },
        OTP_SENT_MESSAGE,
      );
    },
  );

  app.post(
    '/loan-applications/admin/loan/:id/disburse/confirm',
    {
      ...staffOnly({
        summary: 'Confirm a disbursement with its one-time code; sends the transfer',
        params: idParamsSchema,
        body: disburseConfirmRequestSchema,
        response: {
          200: successEnvelope(disburseConfirmResponseSchema),
          202: successEnvelope(disburseConfirmResponseSchema),
        },
      }),
      config: { rateLimit: ROUTE_LIMITS.disbursementConfirm },
    },
    async (request, reply) => {
      const { id } = request.params;
      const staff = sessionOf(request).user;
      await consumeAttempt(
        app.ctx.attempts,
        `disburse-confirm:staff:${staff.id}`,
        IDENTIFIER_LIMITS.disbursementConfirm,
      );
      const result = await confirmDisbursement(app.ctx, staff, id, request.body);
      const loanApplication = await loadAdminLoanView(app.ctx.db, id, app.ctx.businessClock.now());
      if (!loanApplication) throw new LoanNotFoundError();
      if (result === 'unknown') {
        return reply.code(202).send(ok({ loanApplication }, TRANSFER_UNCONFIRMED_MESSAGE));
      }
      return ok({ loanApplication }, DISBURSEMENT_CONFIRMED_MESSAGE);
    },
  );
};
