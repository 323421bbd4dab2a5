import { appSettings, auditEvents } from '@kwacha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

// docs/decisions/050: a provision rate for loans not past due and one per delinquency bucket; the default
// buckets are 1–30, 31–60, 61–90, 91–180 and over 180 days.
const DEFAULT_RATES = { currentPercent: 1, bucketPercents: [5, 25, 25, 50, 100] };

describe('PUT /api/admin/settings/provision-rates', () => {
  let t: TestApp;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  const put = (path: string, body: object, token = superuser.token) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${path}`,
      headers: { 'x-auth-token': token },
      payload: body,
    });
  const ratesInForce = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: { 'x-auth-token': superuser.token },
    });
    return res.json().data.provisionRates;
  };
  const audits = () =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'provision_rates'))
      .orderBy(auditEvents.id);
  const storedRates = async () =>
    (await t.ctx.db.select().from(appSettings).where(eq(appSettings.key, 'provision_rates')))[0]?.value;

  it('shows the defaults while nothing was saved', async () => {
    expect(await ratesInForce()).toEqual(DEFAULT_RATES);
  });

  it('saves one rate per bucket in basis points and audits before → after', async () => {
    const next = { currentPercent: 1.5, bucketPercents: [5.25, 20, 40, 75, 100] };
    const res = await put('provision-rates', next);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Settings saved.', data: { provisionRates: next } });
    // 1.5% = 150 basis points; 5.25% = 525.
    expect(await storedRates()).toEqual({
      currentBasisPoints: 150,
      bucketBasisPoints: [525, 2_000, 4_000, 7_500, 10_000],
    });
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorId: superuser.id,
      action: 'settings.updated',
      entityType: 'setting',
      before: { provisionRates: DEFAULT_RATES },
      after: { provisionRates: next },
    });
  });

  it.each([
    [
      { currentPercent: 101, bucketPercents: [5, 25, 25, 50, 100] },
      'currentPercent',
      'Please enter a rate from 0% to 100%.',
    ],
    [
      { currentPercent: 1, bucketPercents: [5, 25, 25, 50, 100.5] },
      'bucketPercents.4',
      'Please enter a rate from 0% to 100%.',
    ],
    [
      { currentPercent: 1.125, bucketPercents: [5, 25, 25, 50, 100] },
      'currentPercent',
      'Percentages have at most two decimals.',
    ],
    [
      { currentPercent: 1, bucketPercents: [5, 100] },
      'bucketPercents',
      'Please enter from 3 to 9 bucket rates.',
    ],
    [
      { currentPercent: 1, bucketPercents: [5, 25, 20, 50, 100] },
      'bucketPercents.2',
      "Each bucket's rate must be at least the rate before it.",
    ],
    [
      { currentPercent: 10, bucketPercents: [5, 25, 25, 50, 100] },
      'bucketPercents.0',
      "Each bucket's rate must be at least the rate before it.",
    ],
    // Four rates for five buckets: the count is checked against the buckets in force.
    [
      { currentPercent: 1, bucketPercents: [5, 25, 50, 100] },
      'bucketPercents',
      'Please enter one rate for each of the 5 delinquency buckets.',
    ],
  ])('refuses %j with 400 on %s and changes nothing', async (body, field, message) => {
    const before = await ratesInForce();
    const auditsBefore = (await audits()).length;
    const res = await put('provision-rates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.message).toContain(message);
    expect(res.json().error.details).toContainEqual({ field, msg: message, message });
    expect(await ratesInForce()).toEqual(before);
    expect(await audits()).toHaveLength(auditsBefore);
  });

  it('keeps the rates by place when the buckets change, the last bucket keeping the last rate', async () => {
    // Saved: 1.5% not past due; 5.25, 20, 40, 75, 100 for the five buckets.
    expect((await put('delinquency-buckets', { upperBounds: [30, 90] })).statusCode).toBe(200);
    // Three buckets: 1–30 keeps 5.25, 31–90 keeps 20, over 90 keeps the last rate, 100.
    expect(await ratesInForce()).toEqual({ currentPercent: 1.5, bucketPercents: [5.25, 20, 100] });
    // Five rates no longer fit three buckets.
    const refused = await put('provision-rates', {
      currentPercent: 1.5,
      bucketPercents: [5, 20, 40, 75, 100],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Please enter one rate for each of the 3 delinquency buckets.');
    const saved = await put('provision-rates', { currentPercent: 2, bucketPercents: [10, 50, 100] });
    expect(saved.statusCode).toBe(200);
    // Back to six buckets: the new ones between take the last rate, the most prudent.
    expect((await put('delinquency-buckets', { upperBounds: [30, 60, 90, 180, 360] })).statusCode).toBe(200);
    expect(await ratesInForce()).toEqual({ currentPercent: 2, bucketPercents: [10, 50, 100, 100, 100, 100] });
  });

  it('is for superusers only: an admin gets 403, a borrower 403, no session 401', async () => {
    const admin = await signedInStaff(t, 'admin');
    const borrower = await verifiedBorrower(t);
    const before = await storedRates();
    for (const token of [admin.token, borrower.token]) {
      expect((await put('provision-rates', DEFAULT_RATES, token)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/provision-rates',
      payload: DEFAULT_RATES,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedRates()).toEqual(before);
  });
});
