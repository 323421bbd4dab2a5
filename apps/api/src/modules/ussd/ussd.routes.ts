import { ok, successEnvelope } from '@kwacha/shared/api/envelope';
import { translate } from '@kwacha/shared/i18n/server/server-messages';
import { ussdMessages } from '@kwacha/shared/i18n/server/ussd.messages';
import { normaliseZambianMobile } from '@kwacha/shared/phone/zambian-phone';
import { USSD_PIN_MESSAGES, ussdPinRequestSchema, ussdPinStateSchema } from '@kwacha/shared/ussd/ussd-pin';
import { ussdSessionsSchema } from '@kwacha/shared/ussd/ussd-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { RateLimitedError } from '../../lib/domain-errors';
import { consumeAttempt, IDENTIFIER_LIMITS, identifierKey } from '../../lib/rate-limit/identifier-limits';
import { ROUTE_LIMITS } from '../../lib/rate-limit/route-limits';
import { sessionOf } from '../sessions/authenticate';
import { routeAccess } from '../sessions/route-access';
import { callbackTokenMatches } from '../sms/sms-delivery.service';
import { UssdCallbackNotFoundError } from './ussd.errors';
import { answerUssd, type UssdGateway } from './ussd.service';
import {
  africasTalkingBody,
  fromAfricasTalking,
  fromJsonGateway,
  jsonGatewayBody,
  toAfricasTalking,
  toJsonGateway,
  type UssdRequest,
} from './ussd-gateways';
import type { UssdScreen } from './ussd-menu';
import { setUssdPin, ussdPinStateOf } from './ussd-pin.service';
import { ussdSessionsOfBorrower } from './ussd-sessions.service';

const tokenParams = z.strictObject({ token: z.string().max(200) });

/**
 * The gateways cannot sign in: the URL carries USSD_CALLBACK_TOKEN (Africa's Talking cannot add headers),
 * and USSD_ALLOWED_IPS, when set, names the only addresses that may call. Anything else is a 404, as for
 * an address that does not exist; without a token configured the menu is off.
 */
function guard(ctx: AppContext, token: string, ip: string) {
  const { callbackToken, allowedIps } = ctx.config.ussd;
  const allowed = allowedIps.length === 0 || allowedIps.includes(ip);
  if (!callbackTokenMatches(callbackToken, token) || !allowed) throw new UssdCallbackNotFoundError();
}

/** Counts the step against the calling number; past the limit the session ends with a short word. */
async function answerCounted(
  ctx: AppContext,
  gateway: UssdGateway,
  request: UssdRequest,
): Promise<UssdScreen> {
  const number = normaliseZambianMobile(request.phoneNumber) ?? request.phoneNumber;
  try {
    await consumeAttempt(ctx.attempts, identifierKey('ussd', number), IDENTIFIER_LIMITS.ussdStep);
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    return { text: translate(null, ussdMessages.tooManyRequests), end: true };
  }
  return answerUssd(ctx, gateway, request);
}

/** POST /api/ussd/africastalking/:token: Africa's Talking's form post, answered in plain text. */
export const ussdAfricasTalkingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/ussd/africastalking/:token',
    {
      config: { rateLimit: ROUTE_LIMITS.ussdGateway },
      schema: {
        tags: ['ussd'],
        summary: "A USSD step from Africa's Talking (form post; the reply begins CON or END)",
        params: tokenParams,
        body: z.string().max(2000).optional(),
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      guard(app.ctx, request.params.token, request.ip);
      const form = Object.fromEntries(new URLSearchParams(request.body ?? ''));
      const body = africasTalkingBody.parse(form);
      const screen = await answerCounted(app.ctx, 'africastalking', fromAfricasTalking(body));
      return reply.type('text/plain; charset=utf-8').send(toAfricasTalking(screen));
    },
  );
};

/** POST /api/ussd/gateway/:token: the JSON gateway, answered with a CON or END action. */
export const ussdGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ussd/gateway/:token',
    {
      config: { rateLimit: ROUTE_LIMITS.ussdGateway },
      schema: {
        tags: ['ussd'],
        summary: 'A USSD step from a JSON gateway (MTN, Airtel and Zamtel on one code)',
        params: tokenParams,
        body: jsonGatewayBody,
        response: {
          200: z.object({ sessionId: z.string(), action: z.enum(['CON', 'END']), message: z.string() }),
        },
      },
    },
    async (request) => {
      guard(app.ctx, request.params.token, request.ip);
      const screen = await answerCounted(app.ctx, 'gateway', fromJsonGateway(request.body));
      return toJsonGateway(request.body.sessionId, screen);
    },
  );
};

const borrowerOnly = routeAccess({ tags: ['ussd'], roles: ['user'] });
// On the borrower's page in the user administration, which is the superuser's (docs/product.md §26).
const superuserOnly = routeAccess({ tags: ['ussd'], roles: ['superuser'] });

/** The borrower's PIN from the profile, and a borrower's sessions for staff (docs/product.md §26). */
export const ussdPinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/ussd-pin',
    borrowerOnly({
      summary: "Whether the signed-in borrower's USSD PIN is set, locked or not set",
      response: { 200: successEnvelope(ussdPinStateSchema) },
    }),
    async (request) => ok(await ussdPinStateOf(app.ctx, sessionOf(request).user)),
  );

  app.put(
    '/me/ussd-pin',
    borrowerOnly({
      summary: 'Set the USSD PIN (the password confirms it); a new PIN clears a lock',
      body: ussdPinRequestSchema,
      response: { 200: successEnvelope(ussdPinStateSchema) },
    }),
    async (request) =>
      ok(await setUssdPin(app.ctx, sessionOf(request).user, request.body), USSD_PIN_MESSAGES.saved),
  );

  app.get(
    '/admin/users/:id/ussd-sessions',
    superuserOnly({
      summary: "A borrower's latest USSD sessions: when, how many steps, how each ended",
      params: z.strictObject({ id: z.uuid() }),
      response: { 200: successEnvelope(ussdSessionsSchema) },
    }),
    async (request) => ok(await ussdSessionsOfBorrower(app.ctx, request.params.id)),
  );
};
