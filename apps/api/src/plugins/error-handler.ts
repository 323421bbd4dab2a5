import { isDatabaseUnavailable } from '@kwacha/db';
import { type ErrorDetail, type ErrorEnvelope, errorDetail } from '@kwacha/shared/api/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  answerLanguage,
  registerAnswerLanguage,
  translateRefusal,
} from '../lib/answer-language/answer-language';
import { DomainError, type ErrorKind, RateLimitedError, validationMessage } from '../lib/domain-errors';
import { logSecurityEvent, securityEventOf } from './security-events';

/** The HTTP status of each kind of domain error (docs/architecture.md §4). */
export const STATUS_BY_KIND: Readonly<Record<ErrorKind, number>> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payment_refused: 422,
  rate_limited: 429,
  unavailable: 503,
};

export function errorEnvelope(code: string, message: string, details?: ErrorDetail[]): ErrorEnvelope {
  return {
    success: false,
    message,
    msg: message,
    error: details ? { code, message, details } : { code, message },
  };
}

// Errors that Fastify itself raises before a handler runs, answered with their own status and a
// fixed message (theirs can quote the request).
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'Request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type. Send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Request body does not match its Content-Length.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Request body is empty.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'Request body is not valid JSON.',
  },
};

function validationDetails(error: FastifyError): ErrorDetail[] {
  const issues = error.validation ?? [];
  return issues.map((issue) => {
    // Zod issues carry a path array inside `params.issue`; plain Fastify ones an instancePath.
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') || issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    return errorDetail(path || error.validationContext || 'body', issue.message ?? 'Invalid value');
  });
}

/**
 * The only place where errors become HTTP responses. No stack, SQL or request echo ever leaves it.
 * Messages are in the reader's language (`Accept-Language`, decision 030): English unless the header
 * names Bemba or Nyanja, and always English on staff routes; codes, statuses and fields never change.
 * Success messages get the same treatment from the hook registered here, before any route exists.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  registerAnswerLanguage(app);
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = answerLanguage(request);
    const envelope = (code: string, message: string, details?: ErrorDetail[]): ErrorEnvelope => {
      if (language === 'en') return errorEnvelope(code, message, details);
      const translated = translateRefusal(language, code, message, details);
      return errorEnvelope(code, translated.message, translated.details);
    };
    if (error instanceof DomainError) {
      const status = STATUS_BY_KIND[error.kind];
      // Failed sign-ins and codes, refusals and limits are logged as security events, never audited.
      const event = securityEventOf(error.kind, error.code);
      if (event) logSecurityEvent(request, event, error.code);
      const body = envelope(error.code, error.message, error.details);
      if (error instanceof RateLimitedError) {
        reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.code(status).send({ ...body, retryAfter: error.retryAfterSeconds });
      }
      return reply.code(status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const details = validationDetails(error);
      request.log.info({ details }, 'request validation failed');
      return reply.code(400).send(envelope('VALIDATION_ERROR', validationMessage(details), details));
    }
    const framework = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (framework) {
      return reply.code(framework.status).send(envelope(framework.code, framework.message));
    }
    if (error.statusCode === 429) {
      // @fastify/rate-limit: its errorResponseBuilder already set Retry-After.
      const retryAfter = Number(reply.getHeader('retry-after')) || 60;
      logSecurityEvent(request, 'rate.limited', 'RATE_LIMITED');
      return reply.code(429).send({
        ...envelope('RATE_LIMITED', `Too many requests. Please wait ${retryAfter} seconds and try again.`),
        retryAfter,
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send(envelope('BAD_REQUEST', 'The request could not be processed.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    if (isDatabaseUnavailable(error)) {
      return reply
        .code(503)
        .send(
          envelope(
            'SERVICE_UNAVAILABLE',
            'The service is temporarily unavailable. Please try again shortly.',
          ),
        );
    }
    return reply
      .code(500)
      .send(envelope('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });
}
