import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from './metrics';
import { metricsTokenMatches } from './metrics-token';

export interface WorkerMetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A worker (`npm run worker`) serves no API, yet it makes most provider calls (the payment and
 * disbursement checks) and runs the jobs: it answers Prometheus on its own port, `GET /metrics` with the
 * same bearer token as the API's /api/metrics (docs/architecture.md §16, docs/operations.md §6).
 */
export async function startWorkerMetricsServer(
  metrics: Metrics,
  options: { token: string; port: number; host: string },
): Promise<WorkerMetricsServer> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (!metricsTokenMatches(request.headers.authorization, options.token)) {
      response.writeHead(401, { 'content-type': 'text/plain' }).end('A valid metrics token is required.');
      return;
    }
    metrics.registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
