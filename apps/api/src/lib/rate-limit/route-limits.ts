import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimitedError } from '../domain-errors';

/** Per-route limits (requests per window per client address) for the routes DESIGN.md section 10 names. */
export const ROUTE_LIMITS = {
  register: { max: 5, timeWindow: '1 hour' },
  login: { max: 20, timeWindow: '15 minutes' },
  forgotPassword: { max: 5, timeWindow: '15 minutes' },
  resendVerification: { max: 5, timeWindow: '15 minutes' },
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  contact: { max: 5, timeWindow: '15 minutes' },
  // Each code also locks after 5 wrong tries; this stops one address from cycling through fresh codes.
  disbursementConfirm: { max: 20, timeWindow: '15 minutes' },
  // Generous per address: many borrowers share one carrier-grade NAT address. Each payment also needs
  // its own Idempotency-Key and a balance left to pay.
  paymentInitiation: { max: 30, timeWindow: '1 minute' },
  // The payment form asks as the number is typed (debounced), from every phone behind one NAT address.
  networkDetect: { max: 120, timeWindow: '1 minute' },
} as const;

export async function registerRouteLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: 'kwacha:rl:' }),
    keyGenerator: (request: FastifyRequest) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new RateLimitedError(
        `Too many requests. Please wait ${formatWait(seconds)} before trying again.`,
        seconds,
      );
    },
  });
}

export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
