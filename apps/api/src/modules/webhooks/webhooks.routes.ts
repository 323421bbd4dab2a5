import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { receiveCallback } from './receive-callback.service';
import { WEBHOOK_CHANNELS } from './webhook-channels';

export const CALLBACK_RECEIVED_MESSAGE = 'Callback received.';

/**
 * POST /api/webhooks/{mtn,airtel,airtel-disbursements,lenco,flutterwave} (MTN also PUT). Signatures are computed over
 * the exact bytes sent, so in this plugin only every body is kept as text, whatever its content type, up
 * to the application's body limit (the parser's default). The answer is a plain 200 once the callback is
 * recorded and applied; a bad signature is 401.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  for (const channel of WEBHOOK_CHANNELS) {
    app.route({
      method: channel.methods,
      url: `/webhooks/${channel.name}`,
      config: { rateLimit: ROUTE_LIMITS.webhook },
      schema: {
        tags: ['webhooks'],
        summary: channel.summary,
        body: z.string().optional(),
        response: { 200: successEnvelope(z.object({ events: z.number().int() })) },
      },
      handler: async (request) => {
        const results = await receiveCallback(app.ctx, channel, {
          headers: request.headers,
          rawBody: request.body ?? '',
        });
        return ok({ events: results.length }, CALLBACK_RECEIVED_MESSAGE);
      },
    });
  }
};
