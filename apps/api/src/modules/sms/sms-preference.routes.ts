import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  SMS_PREFERENCE_MESSAGES,
  smsPreferenceRequestSchema,
  smsPreferenceSchema,
} from '@kwacha/shared/sms/sms-preference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { changeSmsPreference, smsPreferenceOf } from './sms-preference.service';

const borrowerOnly = routeAccess({ tags: ['sms'], roles: ['user'] });

/** GET and PUT /api/me/sms-preference: "Also send me text messages (SMS)" (docs/product.md "SMS"). */
export const smsPreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  // Texts go to borrowers about their loans; staff have none to receive.

  app.get(
    '/me/sms-preference',
    borrowerOnly({
      summary: 'Whether the signed-in borrower also gets text messages, and to which number',
      response: { 200: successEnvelope(smsPreferenceSchema) },
    }),
    async (request) => ok(await smsPreferenceOf(app.ctx, sessionOf(request).user.id)),
  );

  app.put(
    '/me/sms-preference',
    borrowerOnly({
      summary: 'Turn text messages (SMS) on or off',
      body: smsPreferenceRequestSchema,
      response: { 200: successEnvelope(smsPreferenceSchema) },
    }),
    async (request) => {
      const state = await changeSmsPreference(app.ctx, sessionOf(request).user.id, request.body.smsOptIn);
      return ok(state, state.smsOptIn ? SMS_PREFERENCE_MESSAGES.on : SMS_PREFERENCE_MESSAGES.off);
    },
  );
};
