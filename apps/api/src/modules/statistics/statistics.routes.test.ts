import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testClock } from '../payments/testing/payment-test-helpers';

describe('/api/admin/statistics for a new lender', () => {
  let t: TestApp;
  let token: string;
  const clock = testClock('2026-11-25T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    token = (await signedInStaff(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'x-auth-token': token } });

  it('answers zeros and "nothing to divide by" (null), never an error, before any loan exists', async () => {
    const res = await get('/api/admin/statistics');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // No snapshot yet: no time, never the epoch ("Figures as of 1 January 1970").
    expect(data.asOf).toBeNull();
    expect(data.period).toEqual({ from: '2026-11-01', to: '2026-11-25' });
    expect(data.portfolio).toEqual({
      activeLoans: 0,
      principalOutstanding: 0,
      interestReceivable: 0,
      feesReceivable: 0,
      penaltiesReceivable: 0,
      totalOutstanding: 0,
    });
    expect(data.collection.ratePercent).toBeNull();
    expect(data.risk.par[0]).toEqual({
      days: 30,
      balance: 0,
      balancePercent: null,
      count: 0,
      countPercent: null,
    });
    expect(data.months).toEqual([
      {
        month: '2026-11',
        disbursedCount: 0,
        disbursedAmount: 0,
        collectedCount: 0,
        collectedAmount: 0,
        dueAmount: 0,
        writtenOffAmount: 0,
        recoveredAmount: 0,
        par30Percent: null,
      },
    ]);
    expect(data.pipeline).toMatchObject({ applications: 0, approvalRatePercent: null, byStatus: [] });
    expect(data.pipeline.timeToDecision).toEqual({ count: 0, medianMinutes: null, p90Minutes: null });
  });

  it('covers whole calendar months for the last 3, 6 and 12 months', async () => {
    const periods = { '3m': '2026-09-01', '6m': '2026-06-01', '12m': '2025-12-01' };
    for (const [period, from] of Object.entries(periods)) {
      const res = await get(`/api/admin/statistics?period=${period}`);
      expect(res.json().data.period).toEqual({ from, to: '2026-11-25' });
    }
    const custom = await get('/api/admin/statistics?period=custom&from=2026-10-05&to=2026-11-02');
    expect(custom.json().data.period).toEqual({ from: '2026-10-05', to: '2026-11-02' });
    expect(custom.json().data.months.map((m: { month: string }) => m.month)).toEqual(['2026-10', '2026-11']);
  });

  it.each([
    ['period=custom&to=2026-11-02', 'from', 'Choose the first day of the period.'],
    ['period=custom&from=2026-11-05&to=2026-11-02', 'to', 'The last day must not be before the first.'],
    ['period=custom&from=2026-11-05&to=2026-12-02', 'to', 'The period cannot end after today.'],
    ['period=custom&from=2020-01-01&to=2026-11-02', 'from', 'Choose a period of at most three years.'],
    ['period=custom&from=2026-02-30&to=2026-11-02', 'from', 'Use a date like 2026-11-21.'],
    ['product=nope', 'product', 'Unknown product.'],
    ['product=%00', 'product', 'Unknown product.'],
    ['period=week', 'period', undefined],
  ])('?%s is a 400 naming %s', async (query, field, message) => {
    const res = await get(`/api/admin/statistics?${query}`);
    expect(res.statusCode).toBe(400);
    const detail = res.json().error.details.find((d: { field: string }) => d.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail.message).toBe(message);
  });

  it('exports a table as CSV named for what and when, kwacha with two decimals', async () => {
    const res = await get('/api/admin/statistics/export/months?period=3m&product=personal');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="kwacha-statistics-months-2026-09-01-to-2026-11-25-personal.csv"',
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Month,Loans disbursed,Principal disbursed (K),Payments collected,Collected (K),Due (K),Written off (K),Recovered (K),PAR30 at month end (%)',
    );
    expect(lines.slice(1)).toEqual([
      '2026-09,0,0.00,0,0.00,0.00,0.00,0.00,',
      '2026-10,0,0.00,0,0.00,0.00,0.00,0.00,',
      '2026-11,0,0.00,0,0.00,0.00,0.00,0.00,',
    ]);
  });

  it('quotes what needs quoting', async () => {
    const res = await get('/api/admin/statistics/export/pipeline');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Figure,Value');
    expect(lines).toContain('Applications received,0');
    expect((await get('/api/admin/statistics/export/nothing')).statusCode).toBe(400);
  });

  it('works the figures out on demand, a few times per staff member per 10 minutes', async () => {
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/statistics/refresh',
        headers: { 'x-auth-token': token },
      });
    for (let i = 0; i < 6; i++) {
      const res = await refresh();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'The figures are up to date.', data: { refreshed: true } });
    }
    const refused = await refresh();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'The figures were refreshed a moment ago. Please wait 10 minutes before refreshing again.',
    );
  });
});
