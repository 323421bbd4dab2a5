import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { redactSecretPath } from './log-redaction/secret-paths';
import { serializeError } from './log-redaction/serialize-error';

// Personal data and secrets never reach the logs, wherever they appear in a logged object.
export const REDACTED_PATHS = [
  'password',
  'password2',
  'token',
  'otp',
  'nrcNumber',
  '*.password',
  '*.password2',
  '*.token',
  '*.otp',
  '*.nrcNumber',
  '*.*.password',
  '*.*.password2',
  '*.*.token',
  '*.*.otp',
  '*.*.nrcNumber',
  'req.headers["x-auth-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  // Idempotency keys and request ids chosen by the client are theirs to correlate, not ours to keep.
  'req.headers["idempotency-key"]',
  'req.headers["x-request-id"]',
];

interface LoggedRequest {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  ip?: string;
}

export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry verification tokens, and some paths carry a token as a segment
      // (/reset-password/:token): log the path with every secret segment masked.
      req(request: LoggedRequest) {
        return {
          method: request.method,
          url: redactSecretPath(request.url),
          headers: request.headers,
          remoteAddress: request.ip,
        };
      },
      err: serializeError,
    },
  };
  return (destination ? pino(options, destination) : pino(options)) as FastifyBaseLogger;
}
