import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { contactRequestSchema } from '@kwacha/shared/contact/contact-request';
import { CONTACT_THANK_YOU_MESSAGE } from '@kwacha/shared/contact/contact-subjects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { submitContactMessage } from './contact.service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: ROUTE_LIMITS.contact },
      schema: {
        tags: ['public'],
        summary: 'Send a message to support (stored and e-mailed to SUPPORT_EMAIL)',
        body: contactRequestSchema,
        response: { 201: successEnvelope(z.object({ reference: z.string() })) },
      },
    },
    async (request, reply) => {
      const reference = await submitContactMessage(app.ctx, request.body);
      return reply.code(201).send(ok({ reference }, CONTACT_THANK_YOU_MESSAGE));
    },
  );
};
