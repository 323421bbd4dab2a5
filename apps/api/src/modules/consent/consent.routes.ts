import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import {
  consentStateSchema,
  marketingConsentRequestSchema,
  unsubscribeLinkSchema,
  unsubscribeQuerySchema,
  unsubscribeRequestSchema,
} from '@kwacha/shared/consent/marketing-consent';
import { MARKETING_CONSENT_MESSAGES } from '@kwacha/shared/consent/marketing-wordings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { changeMarketingConsent, consentStateOf } from './consent.service';
import { consentOrigin } from './consent-origin';
import { oneClickField } from './one-click-body';
import { describeUnsubscribeLink, unsubscribeWithToken } from './unsubscribe.service';

const tags = ['consent'];
// Staff receive no promotions, so only borrowers have an answer to give.
const borrowerOnly = routeAccess({ tags, roles: ['user'] });

// Public and generous: a mail provider sends every one-click unsubscribe of its users from a few
// addresses, and a refused one may never be sent again. A forged token costs one HMAC, no query.
export const UNSUBSCRIBE_RATE_LIMIT = { max: 600, timeWindow: '1 minute' } as const;
// A one-click body is 26 bytes (RFC 8058); a multipart one a few hundred.
const UNSUBSCRIBE_BODY_LIMIT = 8 * 1024;

/**
 * Consent to news and offers by e-mail (docs/product.md §14.6). The borrower's own answer behind a
 * session; unsubscribing with a signed link without one.
 */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consent',
    borrowerOnly({
      summary: "The signed-in borrower's consent to news and offers, since when, and its history",
      response: { 200: successEnvelope(consentStateSchema) },
    }),
    async (request) => ok(await consentStateOf(app.ctx.db, sessionOf(request).user.id)),
  );

  app.put(
    '/consent/marketing',
    borrowerOnly({
      summary: 'Give or withdraw consent to news and offers by e-mail, naming the wording shown',
      body: marketingConsentRequestSchema,
      response: { 200: successEnvelope(consentStateSchema) },
    }),
    async (request) => {
      const state = await changeMarketingConsent(
        app.ctx,
        sessionOf(request).user.id,
        request.body,
        consentOrigin(request),
      );
      return ok(
        state,
        state.marketingOptIn ? MARKETING_CONSENT_MESSAGES.granted : MARKETING_CONSENT_MESSAGES.withdrawn,
      );
    },
  );

  await app.register(unsubscribeRoutes);
};

/**
 * GET and POST /api/unsubscribe?token=… (RFC 8058). In this plugin only, form bodies are read: a mail
 * client POSTs `List-Unsubscribe=One-Click` form-encoded or as multipart/form-data, or sends nothing. Any
 * other body is ignored rather than refused: the signed token is the authority, and a refused one-click
 * would leave the person receiving what they asked to stop.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string' },
    (request, body, done) => done(null, oneClickField(String(body), request.headers['content-type'] ?? '')),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));

  app.get(
    '/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'What an unsubscribe link is for (partly hidden address, current answer); changes nothing',
        querystring: unsubscribeQuerySchema,
        response: { 200: successEnvelope(unsubscribeLinkSchema) },
      },
    },
    async (request) => ok(await describeUnsubscribeLink(app.ctx, request.query.token)),
  );

  app.post(
    '/unsubscribe',
    {
      bodyLimit: UNSUBSCRIBE_BODY_LIMIT,
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Stop news and offers with a signed link: one click from a mail client, or the page',
        querystring: unsubscribeQuerySchema,
        body: unsubscribeRequestSchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const source = request.body?.confirmedOnPage ? 'unsubscribe_link' : 'list_unsubscribe';
      await unsubscribeWithToken(app.ctx, request.query.token, source, consentOrigin(request));
      return ok(null, MARKETING_CONSENT_MESSAGES.withdrawn);
    },
  );
};
