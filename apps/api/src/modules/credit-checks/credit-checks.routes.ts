import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { resourceIdSchema } from '@kwacha/shared/api/resource-id';
import { productIdParamsSchema } from '@kwacha/shared/staff/admin-products';
import {
  CREDIT_SETTINGS_SAVED_MESSAGE,
  creditCheckSettingsSchema,
  creditCheckSettingsViewSchema,
  creditReportViewSchema,
} from '@kwacha/shared/staff/credit-checks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess, superuserOnly } from '../sessions/route-access';
import { checkAgain } from './credit-check-again.service';
import { creditReportOfLoan } from './credit-report-view.service';
import { creditSettingsOfProduct, saveCreditSettings } from './credit-settings.service';

// :loanId as the other /admin/loans/ routes name it: one name per position in the router's tree.
const loanParamsSchema = z.object({ loanId: resourceIdSchema });
const staffOnly = routeAccess({ tags: ['credit-bureau'], roles: ['admin', 'superuser'] });

/** docs/product.md §25.2: the report staff read in review, and each product's check settings. */
export const creditCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/loans/:loanId/credit-report',
    staffOnly({
      summary:
        "The credit bureau check of a loan's application: outcome, facilities, arrears, score (staff; audited)",
      params: loanParamsSchema,
      response: { 200: successEnvelope(creditReportViewSchema) },
    }),
    async (request) =>
      ok(await creditReportOfLoan(app.ctx, sessionOf(request).user.id, request.params.loanId)),
  );

  app.post(
    '/admin/loans/:loanId/credit-report/check',
    staffOnly({
      summary:
        'Ask the bureau again for an open application whose check failed; never charged twice (staff; audited)',
      params: loanParamsSchema,
      response: { 200: successEnvelope(creditReportViewSchema) },
    }),
    async (request) =>
      ok(
        await checkAgain(app.ctx, sessionOf(request).user.id, request.params.loanId),
        'The credit bureau was asked again.',
      ),
  );

  app.get(
    '/admin/products/:id/credit-check',
    superuserOnly({
      summary: "A loan product's credit check settings (superuser)",
      params: productIdParamsSchema,
      response: { 200: successEnvelope(creditCheckSettingsViewSchema) },
    }),
    async (request) => ok(await creditSettingsOfProduct(app.ctx, request.params.id)),
  );

  app.put(
    '/admin/products/:id/credit-check',
    superuserOnly({
      summary:
        "Set a loan product's credit check: mandatory, on bureau failure, freshness, rules (superuser; audited)",
      params: productIdParamsSchema,
      body: creditCheckSettingsSchema,
      response: { 200: successEnvelope(creditCheckSettingsViewSchema) },
    }),
    async (request) =>
      ok(
        await saveCreditSettings(app.ctx, sessionOf(request).user.id, request.params.id, request.body),
        CREDIT_SETTINGS_SAVED_MESSAGE,
      ),
  );
};
