import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { detectNetworkResponseSchema } from '@kwacha/shared/payments/payment-view';
import { detectNetworkRequestSchema } from '@kwacha/shared/payments/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { detectNetwork } from './mobile-network.service';

export const mobileNetworkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/mobile-network/detect',
    {
      config: { rateLimit: ROUTE_LIMITS.networkDetect },
      schema: {
        tags: ['payments'],
        summary:
          'The mobile-money operator of a Zambian number (null when the prefix is not a known network)',
        body: detectNetworkRequestSchema,
        response: { 200: successEnvelope(detectNetworkResponseSchema) },
      },
    },
    async (request) => ok({ detectedNetwork: detectNetwork(request.body.phoneNumber) }),
  );
};
