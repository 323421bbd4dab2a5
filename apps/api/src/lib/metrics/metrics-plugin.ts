import type { FastifyInstance } from 'fastify';
import { UnauthenticatedError } from '../domain-errors';
import { httpMetricsHook } from './http-metrics';
import { metricsTokenMatches } from './metrics-token';

export const METRICS_PATH = '/api/metrics';

/**
 * Request metrics and the Prometheus scrape endpoint, only when METRICS_TOKEN is set: without it there is
 * no hook on any request and GET /api/metrics answers 404 like any unknown path (docs/architecture.md §16).
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics } = app.ctx;
  const token = app.ctx.config.metricsToken;
  if (!metrics || !token) return;
  app.addHook('onResponse', httpMetricsHook(metrics));
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!metricsTokenMatches(request.headers.authorization, token)) {
      throw new UnauthenticatedError('A valid metrics token is required.');
    }
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
