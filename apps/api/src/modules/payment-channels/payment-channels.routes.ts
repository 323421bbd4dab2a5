import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { paymentChannelsSchema } from '@kwacha/shared/payments/payment-channels';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentChannels } from './payment-channels.service';

export const paymentChannelRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and the same for everyone until the next restart: the routing is read once at start.
  const channels = paymentChannels(app.ctx.providers, app.ctx.config);
  app.get(
    '/payment-channels',
    {
      schema: {
        tags: ['payments'],
        summary:
          'Which networks repayments can come from and where loans can be paid out today; whether the payment simulator serves any (a demonstration)',
        response: { 200: successEnvelope(paymentChannelsSchema) },
      },
    },
    async () => ok(channels),
  );
};
