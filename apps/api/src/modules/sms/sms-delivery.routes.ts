import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { SmsCallbackNotFoundError } from './sms.errors';
import { callbackTokenMatches, receiveDeliveryReport } from './sms-delivery.service';

/**
 * POST /api/webhooks/africastalking/sms-delivery/:token — Africa's Talking's delivery reports
 * (docs/product.md "SMS"). It does not sign them, so the URL carries AFRICASTALKING_CALLBACK_TOKEN; a
 * wrong or missing token is a 404 like any unknown address. A known token answers 200 whatever the
 * report says, so the provider does not keep re-sending reports we chose to ignore.
 */
export const smsDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/africastalking/sms-delivery/:token',
    {
      config: { rateLimit: ROUTE_LIMITS.webhook },
      schema: {
        tags: ['webhooks'],
        summary: "Africa's Talking SMS delivery report",
        params: z.strictObject({ token: z.string().max(200) }),
        body: z.string().optional(),
        response: { 200: successEnvelope(z.object({ outcome: z.enum(['recorded', 'held', 'ignored']) })) },
      },
    },
    async (request) => {
      if (!callbackTokenMatches(app.ctx.config.sms.callbackToken, request.params.token)) {
        throw new SmsCallbackNotFoundError();
      }
      const outcome = await receiveDeliveryReport(app.ctx, new URLSearchParams(request.body ?? ''));
      return ok({ outcome }, 'Delivery report received.');
    },
  );
};
