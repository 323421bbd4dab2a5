import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import { smsListQuerySchema, smsListSchema, smsMessageViewSchema } from '@kwacha/shared/staff/sms-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { listSmsForStaff } from './sms-admin.service';
import { resendSms } from './sms-resend.service';

/** Text messages for staff (docs/product.md §19.4): admins and superusers, as e-mail management. */
export const smsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sms-messages',
    staffOnly({
      summary: "Every text message, newest first (keyset pages), by status and the number's last digits",
      querystring: smsListQuerySchema,
      response: { 200: successEnvelope(smsListSchema) },
    }),
    async (request) => ok(await listSmsForStaff(app.ctx, request.query)),
  );

  app.post(
    '/admin/sms-messages/:id/resend',
    staffOnly({
      summary:
        "Send a failed text, or one whose outcome is unknown, again, once: a new text of the same kind and body to the borrower's current number (audited)",
      params: idParamsSchema,
      response: { 200: successEnvelope(smsMessageViewSchema) },
    }),
    async (request) => {
      const resent = await resendSms(app.ctx, sessionOf(request).user.id, request.params.id);
      return ok(resent.sms, resent.message);
    },
  );
};
