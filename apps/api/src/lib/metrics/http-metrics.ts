import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Metrics } from './metrics';

/** The route label of a request no route matched (the 404 handler, the SPA fallback). */
export const UNMATCHED_ROUTE = 'unmatched';

interface RouteLabels {
  duration: { method: string; route: string };
  /** One labels object per status code, built the first time that status is answered. */
  byStatus: Map<number, { method: string; route: string; status: string }>;
}

/**
 * The onResponse hook that counts and times every request. It runs on every request, so the label objects
 * are built once per route, method and status and looked up without building a key; the route label is
 * the pattern (`/api/loan-applications/:id`), never the URL, so ids and tokens never become labels.
 */
export function httpMetricsHook(metrics: Metrics) {
  const routes = new Map<string, Map<string, RouteLabels>>();
  const labelsOf = (route: string, method: string): RouteLabels => {
    let byMethod = routes.get(route);
    if (!byMethod) {
      byMethod = new Map();
      routes.set(route, byMethod);
    }
    let labels = byMethod.get(method);
    if (!labels) {
      labels = { duration: { method, route }, byStatus: new Map() };
      byMethod.set(method, labels);
    }
    return labels;
  };

  return function recordHttpMetrics(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
    const labels = labelsOf(request.routeOptions.url ?? UNMATCHED_ROUTE, request.method);
    const status = reply.statusCode;
    let counted = labels.byStatus.get(status);
    if (!counted) {
      counted = { ...labels.duration, status: String(status) };
      labels.byStatus.set(status, counted);
    }
    metrics.httpRequests.inc(counted);
    metrics.httpDuration.observe(labels.duration, reply.elapsedTime / 1000);
    done();
  };
}
