import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { idParamsSchema } from '@kwacha/shared/api/resource-id';
import {
  completeRequestSchema,
  DATA_RIGHTS_MESSAGES,
  dataRightsListQuerySchema,
  dataRightsRequestSchema,
  refuseRequestSchema,
  staffDataRightsRequestSchema,
} from '@kwacha/shared/data-rights/data-rights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { staffOnly } from '../sessions/route-access';
import { decideCorrection, staffRequestList } from './staff-decisions.service';

/** Data requests for staff (docs/product.md §18.4): admins and superusers; every decision audited. */
export const staffDataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/data-rights-requests',
    staffOnly({
      summary: 'Data requests: pending first, then newest; filter by status and kind',
      querystring: dataRightsListQuerySchema,
      response: { 200: successEnvelope(z.array(staffDataRightsRequestSchema)) },
    }),
    async (request) => ok(await staffRequestList(app.ctx, request.query)),
  );

  app.post(
    '/admin/data-rights-requests/:id/complete',
    staffOnly({
      summary: 'Apply a pending correction to the account and tell the borrower (audited; 409 once decided)',
      params: idParamsSchema,
      body: completeRequestSchema,
      response: { 200: successEnvelope(dataRightsRequestSchema) },
    }),
    async (request) => {
      const decided = await decideCorrection(app.ctx, sessionOf(request).user, request.params.id, {
        kind: 'complete',
        note: request.body?.note,
      });
      return ok(decided, DATA_RIGHTS_MESSAGES.completed);
    },
  );

  app.post(
    '/admin/data-rights-requests/:id/refuse',
    staffOnly({
      summary: 'Refuse a pending request with a reason the borrower reads (audited; 409 once decided)',
      params: idParamsSchema,
      body: refuseRequestSchema,
      response: { 200: successEnvelope(dataRightsRequestSchema) },
    }),
    async (request) => {
      const decided = await decideCorrection(app.ctx, sessionOf(request).user, request.params.id, {
        kind: 'refuse',
        reason: request.body.reason,
      });
      return ok(decided, DATA_RIGHTS_MESSAGES.refused);
    },
  );
};
