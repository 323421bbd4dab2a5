import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  LANGUAGE_SAVED_MESSAGE,
  languagePreferenceRequestSchema,
  languagePreferenceSchema,
} from '@kwacha/shared/i18n/language-preference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { setUserLanguage } from '../users/users.public';

const signedIn = routeAccess({ tags: ['languages'] });

/**
 * PATCH /api/me/language: the signed-in person's language, applied at their next sign-in on any device
 * and used for their e-mails and texts (docs/product.md §22). Their own setting, so not audited.
 */
export const languagePreferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/me/language',
    signedIn({
      summary: 'Choose the language of the app, e-mails and texts: en, bem (Ichibemba) or ny (Chinyanja)',
      body: languagePreferenceRequestSchema,
      response: { 200: successEnvelope(languagePreferenceSchema) },
    }),
    async (request) => {
      const { language } = request.body;
      await setUserLanguage(app.ctx.db, sessionOf(request).user.id, language, app.ctx.now());
      return ok({ language }, LANGUAGE_SAVED_MESSAGE);
    },
  );
};
