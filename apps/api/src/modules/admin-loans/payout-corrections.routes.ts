import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  cancelLoanRequestSchema,
  changeDestinationRequestSchema,
  DESTINATION_CHANGED_MESSAGE,
  LOAN_CANCELLED_MESSAGE,
  payoutCorrectionResponseSchema,
} from '@kwacha/shared/staff/payout-corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { cancelLoan } from '../disbursements/cancel-loan.service';
import { changeLoanDestination } from '../disbursements/change-destination.service';
import { LoanNotFoundError } from '../loans/loans.errors';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { loadAdminLoanView } from './admin-loan-view';

const staffOnly = routeAccess({ tags: ['disbursements'], roles: ['admin', 'superuser'] });

async function staffView(ctx: AppContext, loanId: string) {
  const loanApplication = await loadAdminLoanView(ctx.db, loanId, ctx.businessClock.now());
  if (!loanApplication) throw new LoanNotFoundError();
  return { loanApplication };
}

/** docs/product.md §12.6: correcting where an unpaid loan's money goes, or closing the loan. */
export const payoutCorrectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/loan-applications/admin/loan/:id/destination',
    staffOnly({
      summary:
        "Change where an unpaid loan's money goes (a wallet, or a bank from GET /api/banks), on the borrower's recorded word; audited, the borrower told",
      params: idParamsSchema,
      body: changeDestinationRequestSchema,
      response: { 200: successEnvelope(payoutCorrectionResponseSchema) },
    }),
    async (request) => {
      const { id } = request.params;
      await changeLoanDestination(app.ctx, sessionOf(request).user, id, request.body);
      return ok(await staffView(app.ctx, id), DESTINATION_CHANGED_MESSAGE);
    },
  );

  app.post(
    '/loan-applications/admin/loan/:id/cancel',
    staffOnly({
      summary: 'Cancel a loan on which nothing was sent, with a reason; audited, the borrower told',
      params: idParamsSchema,
      body: cancelLoanRequestSchema,
      response: { 200: successEnvelope(payoutCorrectionResponseSchema) },
    }),
    async (request) => {
      const { id } = request.params;
      await cancelLoan(app.ctx, sessionOf(request).user, id, request.body);
      return ok(await staffView(app.ctx, id), LOAN_CANCELLED_MESSAGE);
    },
  );
};
