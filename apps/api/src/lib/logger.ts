import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream } from 'pino';

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
];

export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      // Query strings can carry verification tokens: log the path only.
      req(request: { method: string; url: string; headers: Record<string, unknown>; ip?: string }) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          headers: request.headers,
          remoteAddress: request.ip,
        };
      },
      err: pino.stdSerializers.err,
    },
  };
  return (destination ? pino(options, destination) : pino(options)) as FastifyBaseLogger;
}
