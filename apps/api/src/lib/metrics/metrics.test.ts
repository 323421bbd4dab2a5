import { randomUUID } from 'node:crypto';
import { emailMessages } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { activeLoan, pay, testClock } from '../../modules/payments/testing/payment-test-helpers';
import { borrowerWithApplication } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const TOKEN = 'metrics-token-metrics-token-0123456789';
const DELAY_MS = 5000;

const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: authorization === undefined ? {} : { authorization },
  });

/** The value of one sample line (`name{labels} value`), or undefined when the line is absent. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('METRICS_TOKEN', () => {
  it('must be at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'too-short' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  it('answers 404 as if it did not exist', async () => {
    const t = await createTestApp();
    try {
      expect(t.ctx.metrics).toBeUndefined();
      const res = await scrape(t, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, config: { metricsToken: TOKEN, simulatorDelayMs: DELAY_MS } });
  });
  afterAll(() => t.close());

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', `Bearer ${TOKEN.slice(0, -1)}x`],
    ['the token without Bearer', TOKEN],
  ])('answers 401 in the error envelope with %s', async (_case, authorization) => {
    const res = await scrape(t, authorization);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'A valid metrics token is required.',
      msg: 'A valid metrics token is required.',
      error: { code: 'UNAUTHENTICATED', message: 'A valid metrics token is required.' },
    });
  });

  it('answers the Prometheus text format with every metric family', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'provider_calls_total',
      'provider_call_duration_seconds',
      'job_queue_depth',
      'job_queue_oldest_age_seconds',
      'mail_queue_messages',
      'payments',
      'disbursements',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.body).toContain(`# TYPE ${family} `);
    }
    expect(sample(res.body, 'http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(1);
  });

  it('labels a request with its route pattern, never its ids; an unknown path is "unmatched"', async () => {
    const { borrower, loanId } = await borrowerWithApplication(t);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(view.statusCode).toBe(200);
    const stray = randomUUID();
    expect((await t.app.inject({ method: 'GET', url: `/api/no-such-thing/${stray}` })).statusCode).toBe(404);

    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(
      sample(body, 'http_requests_total{method="GET",route="/api/loan-applications/:id",status="200"}'),
    ).toBe(1);
    expect(
      sample(body, 'http_request_duration_seconds_count{method="GET",route="/api/loan-applications/:id"}'),
    ).toBe(1);
    expect(sample(body, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(body).not.toContain(loanId);
    expect(body).not.toContain(stray);
    expect(body).not.toContain(borrower.token);
  });

  it('counts the outbox by status at scrape time', async () => {
    // Jobs and the mail sender do not run in this app, so every message written so far is still queued.
    const queued = await t.ctx.db.$count(emailMessages, eq(emailMessages.status, 'queued'));
    expect(queued).toBeGreaterThan(0);
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, 'mail_queue_messages{status="queued"}')).toBe(queued);
    expect(sample(body, 'mail_queue_messages{status="failed"}')).toBe(0);
  });

  it('measures provider calls and counts payments, disbursements and waiting jobs', async () => {
    // activeLoan pays a loan out through the simulator (transfer, then its status after the delay).
    const { borrower, loanId } = await activeLoan(t, clock, DELAY_MS);
    const res = await pay(t, borrower.token, { loanId, amount: '100.00' });
    expect(res.statusCode).toBe(201);

    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const simulator = (operation: string, outcome: string) =>
      sample(
        body,
        `provider_calls_total{provider="simulator",operation="${operation}",outcome="${outcome}"}`,
      );
    expect(simulator('transfer', 'pending')).toBe(1);
    expect(simulator('transfer_status', 'successful')).toBe(1);
    expect(simulator('request_payment', 'pending')).toBe(1);
    expect(
      sample(body, 'provider_call_duration_seconds_count{provider="simulator",operation="request_payment"}'),
    ).toBe(1);
    expect(sample(body, 'payments{status="pending"}')).toBe(1);
    expect(sample(body, 'disbursements{status="successful"}')).toBe(1);
    // The payment's status check waits for the simulator's delay in the queue.
    expect(sample(body, 'job_queue_depth{queue="payment.check"}')).toBe(1);
    expect(sample(body, 'job_queue_oldest_age_seconds{queue="payment.check"}')).toBe(0);
  });

  it('still answers when one source fails: that gauge is left out and the failure logged', async () => {
    const backlog = vi.spyOn(t.ctx.jobs, 'backlog').mockRejectedValue(new Error('pg-boss is away'));
    try {
      const res = await scrape(t, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toMatch(/^job_queue_depth\{/m);
      expect(res.body).toMatch(/^mail_queue_messages\{status="queued"\} \d+$/m);
      expect(t.logs.join('')).toContain('metrics: a scrape-time source failed');
    } finally {
      backlog.mockRestore();
    }
  });
});
