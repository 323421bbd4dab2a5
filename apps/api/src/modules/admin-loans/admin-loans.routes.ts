import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  adminLoanListQuerySchema,
  adminLoanListSchema,
  adminLoanViewSchema,
} from '@kwacha/shared/staff/admin-loans';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LoanNotFoundError } from '../loans/loans.errors';
import { staffOnly } from '../sessions/route-access';
import { loadAdminLoanView } from './admin-loan-view';
import { listAdminLoans } from './admin-loans.service';

export const adminLoanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/loan-applications/admin',
    staffOnly({
      summary:
        'Every loan for staff: keyset pages, status-tab counts, search, amount and date filters, and the ' +
        'drill-downs of the statistics (product, arrears, disbursed, decided, collected, due)',
      querystring: adminLoanListQuerySchema,
      response: { 200: successEnvelope(adminLoanListSchema) },
    }),
    async (request) => ok(await listAdminLoans(app.ctx.db, request.query, app.ctx.businessClock.now())),
  );

  app.get(
    '/loan-applications/admin/:id',
    staffOnly({
      summary: 'One loan with its applicant, disbursement history and audit trail (staff)',
      params: idParamsSchema,
      response: { 200: successEnvelope(adminLoanViewSchema) },
    }),
    async (request) => {
      // A malformed id is simply a loan that does not exist.
      const view = await loadAdminLoanView(app.ctx.db, request.params.id, app.ctx.businessClock.now());
      if (!view) throw new LoanNotFoundError();
      return ok(view);
    },
  );
};
