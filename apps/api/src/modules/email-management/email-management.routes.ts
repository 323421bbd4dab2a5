import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  emailDetailSchema,
  emailListQuerySchema,
  emailListSchema,
  emailResentSchema,
  failedEmailCountsSchema,
  failedEmailsRetriedSchema,
  retryFailedEmailsRequestSchema,
} from '@kwacha/shared/staff/email-management';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { failedEmailCounts, listEmails, loadEmailDetail } from './email-management.service';
import { type EmailManagementContext, resendEmail } from './resend-email.service';
import { retryFailedEmails } from './retry-failed-emails.service';

/** E-mail management (docs/product.md §14.7): admins and superusers. */
export const emailManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: EmailManagementContext = app.ctx;

  app.get(
    '/admin/emails',
    staffOnly({
      summary: 'Every e-mail, newest first (keyset pages), by recipient, kind, status and Lusaka days',
      querystring: emailListQuerySchema,
      response: { 200: successEnvelope(emailListSchema) },
    }),
    async (request) => ok(await listEmails(ctx, request.query)),
  );

  app.get(
    '/admin/emails/failed-counts',
    staffOnly({
      summary: 'How many failed e-mails each kind has, and whether they can all be retried at once',
      response: { 200: successEnvelope(failedEmailCountsSchema) },
    }),
    async () => ok(await failedEmailCounts(ctx.db)),
  );

  app.get(
    '/admin/emails/:id',
    staffOnly({
      summary: 'One e-mail as its recipient saw it, with every link token and code masked',
      params: idParamsSchema,
      response: { 200: successEnvelope(emailDetailSchema) },
    }),
    async (request) => ok(await loadEmailDetail(ctx, request.params.id)),
  );

  app.post(
    '/admin/emails/:id/resend',
    staffOnly({
      summary:
        'Send a failed e-mail again: a fresh link for verification, reset and invitation e-mails, never a disbursement code (audited)',
      params: idParamsSchema,
      response: { 200: successEnvelope(emailResentSchema) },
    }),
    async (request) => {
      const resent = await resendEmail(ctx, sessionOf(request).user.id, request.params.id);
      return ok(resent.result, resent.message);
    },
  );

  app.post(
    '/admin/emails/retry-failed',
    staffOnly({
      summary: 'Queue every failed e-mail of one kind again (not links or codes; audited with the count)',
      body: retryFailedEmailsRequestSchema,
      response: { 200: successEnvelope(failedEmailsRetriedSchema) },
    }),
    async (request) => {
      const retried = await retryFailedEmails(ctx, sessionOf(request).user.id, request.body.kind);
      return ok(retried.result, retried.message);
    },
  );
};
