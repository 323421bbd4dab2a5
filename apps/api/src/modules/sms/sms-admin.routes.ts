import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { smsListQuerySchema, smsListSchema } from '@kwacha/shared/staff/sms-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, requireRole } from '../../plugins/authenticate';
import { listSmsForStaff } from './sms-admin.service';

/** GET /api/admin/sms-messages (docs/product.md §19): admins and superusers, as e-mail management. */
export const smsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/sms-messages',
    {
      onRequest: [authenticate, requireRole('admin', 'superuser')],
      schema: {
        tags: ['staff'],
        security: [{ authToken: [] }],
        summary: 'The newest text messages, optionally of one status',
        querystring: smsListQuerySchema,
        response: { 200: successEnvelope(smsListSchema) },
      },
    },
    async (request) => ok(await listSmsForStaff(app.ctx, request.query)),
  );
};
