import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

// Latency buckets in seconds: most API answers take a few milliseconds; a provider call can take seconds.
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The metrics of one running context (docs/architecture.md §16). Each context has its own registry, never
 * prom-client's global one, so several apps in one test process do not clash.
 */
export interface Metrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  readonly httpDuration: Histogram<'method' | 'route'>;
  readonly providerCalls: Counter<'provider' | 'operation' | 'outcome'>;
  readonly providerDuration: Histogram<'provider' | 'operation'>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending its answer, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers: [registry],
    }),
    providerCalls: new Counter({
      name: 'provider_calls_total',
      help: 'Calls to payment providers, by provider, operation and outcome (a thrown call is "error").',
      labelNames: ['provider', 'operation', 'outcome'],
      registers: [registry],
    }),
    providerDuration: new Histogram({
      name: 'provider_call_duration_seconds',
      help: 'Duration of calls to payment providers, by provider and operation.',
      labelNames: ['provider', 'operation'],
      buckets: PROVIDER_BUCKETS,
      registers: [registry],
    }),
  };
}
