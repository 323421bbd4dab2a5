import { type ErrorDetail, errorDetail } from '@kwacha/shared/api/envelope';
import {
  translateErrorMessage,
  translateFieldMessage,
  translateSuccessMessage,
} from '@kwacha/shared/i18n/answers/translate-answer';
import { isLanguage, type Language } from '@kwacha/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest, preSerializationHookHandler, RouteOptions } from 'fastify';
import { validationMessage } from '../domain-errors';

/**
 * The server's answers in the reader's language (docs/decisions/030-server-answers-in-the-readers-language.md).
 * The web app names the reader's language in `Accept-Language` on every call; errors are translated in
 * the error handler, success messages by one preSerialization hook that only routes able to carry a
 * message get. Services keep writing English; codes, statuses and field names never change.
 */

/** Staff routes answer in English whatever the header says (decision 029). */
const STAFF_PREFIXES = ['/api/admin/', '/api/loan-applications/admin/'];

/** GET routes whose answer carries a message; every other GET answers "OK" and gets no hook. */
const GET_ROUTES_WITH_A_MESSAGE = new Set(['/api/auth/verify-email']);

const isStaffPath = (path: string) => STAFF_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * The best of our languages in an Accept-Language header (highest q, the first on a tie), English when
 * it names none of them or is absent ("en-GB,en;q=0.9" and "fr" are English; "bem" and "ny-ZM" are not).
 */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return 'en';
  let best: Language = 'en';
  let bestWeight = 0;
  for (const range of header.split(',')) {
    const [tag = '', ...parameters] = range.split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLanguage(primary)) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const q = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter);
      if (q) weight = Number(q[1]);
    }
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** The language of this request's answer: the reader's, except on staff routes. */
export function answerLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  if (header === undefined || isStaffPath(request.url)) return 'en';
  return languageOfHeader(header);
}

/** A refusal's field messages joined into its message: '; ' for a validation error, ' ' for a duplicate. */
const joined = (details: readonly ErrorDetail[], separator: string) =>
  separator === '; ' ? validationMessage(details) : details.map((detail) => detail.message).join(separator);

/**
 * A refusal's message and details in the language: each field message on its own, and a message that
 * is the fields' messages joined (a validation error's, a duplicate account's) joined again from the
 * translations; any other message by its code.
 */
export function translateRefusal(
  language: Language,
  code: string,
  message: string,
  details: ErrorDetail[] | undefined,
): { message: string; details: ErrorDetail[] | undefined } {
  if (language === 'en') return { message, details };
  if (!details) return { message: translateErrorMessage(language, code, message), details };
  const translated = details.map((detail) => {
    const text = translateFieldMessage(language, detail.message);
    return text === detail.message ? detail : errorDetail(detail.field, text);
  });
  for (const separator of ['; ', ' ']) {
    if (message === joined(details, separator))
      return { message: joined(translated, separator), details: translated };
  }
  return { message: translateErrorMessage(language, code, message), details: translated };
}

interface SuccessEnvelopeLike {
  success: true;
  message: string;
  msg?: string;
}

const isSuccessEnvelope = (payload: unknown): payload is SuccessEnvelopeLike =>
  typeof payload === 'object' &&
  payload !== null &&
  (payload as SuccessEnvelopeLike).success === true &&
  typeof (payload as SuccessEnvelopeLike).message === 'string';

const translateSuccess: preSerializationHookHandler<unknown> = (request, _reply, payload, done) => {
  const language = answerLanguage(request);
  if (language === 'en' || !isSuccessEnvelope(payload)) {
    done(null, payload);
    return;
  }
  const message = translateSuccessMessage(language, payload.message);
  done(null, message === payload.message ? payload : { ...payload, message, msg: message });
};

/** Whether a route can answer with a message to translate (exported for its test). */
export function routeCarriesMessage(route: Pick<RouteOptions, 'url' | 'method'>): boolean {
  if (!route.url.startsWith('/api/') || isStaffPath(route.url)) return false;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return (
    methods.some((method) => method !== 'GET' && method !== 'HEAD') ||
    GET_ROUTES_WITH_A_MESSAGE.has(route.url)
  );
}

type Hooks<T> = T | T[] | undefined;
const asList = <T>(hooks: Hooks<T>): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Gives the borrower routes that can answer with a message (every non-GET route outside the staff ones,
 * and GET /api/auth/verify-email) the hook that translates `message`/`msg`. Read routes get nothing: their
 * cost is unchanged in every language. Registered before the routes (from the error handler's plugin).
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!routeCarriesMessage(route)) return;
    route.preSerialization = [
      ...asList(route.preSerialization as Hooks<preSerializationHookHandler<unknown>>),
      translateSuccess,
    ] as RouteOptions['preSerialization'];
  });
}
