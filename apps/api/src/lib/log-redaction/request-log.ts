import type { FastifyBaseLogger, RawServerBase, RawServerDefault } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

// A client's request id is kept for correlation only when it cannot forge or flood a log line.
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Every request logs under our generated `reqId`. A client's X-Request-Id (a mobile app's retry
 * counter, a load balancer's trace id) is logged beside it as `clientRequestId`, never as our id: a
 * client must not be able to make its requests look like someone else's in the log.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  rawRequest: { headers: Record<string, string | string[] | undefined> } | RawServerBase | RawServerDefault,
): FastifyBaseLogger {
  const header = (rawRequest as { headers?: Record<string, unknown> }).headers?.['x-request-id'];
  const clientRequestId = typeof header === 'string' && CLIENT_REQUEST_ID.test(header) ? header : undefined;
  return logger.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, options);
}
