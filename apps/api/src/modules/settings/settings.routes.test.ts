import { appSettings, auditEvents } from '@kwacha/db';
import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, verifiedBorrower } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const DEFAULTS = {
  instantApproval: { enabled: false, firstLoanLimit: 2000, growthPercent: 50, cap: 50000 },
  fees: { serviceFeePercent: 5 },
  lateFee: { lateFeePercent: 5, graceDays: 3 },
  disbursementCode: { lifetimeMinutes: 10, maxAttempts: 5 },
  identityChecks: { requiredBeforeDisbursement: true },
  delinquencyBuckets: { upperBounds: [30, 60, 90, 180] },
  collectionRules: {
    fromHour: 8,
    toHour: 18,
    sundays: false,
    maxContactsPerDay: 3,
    promiseMaxDays: 30,
    writeOffDays: 180,
  },
  provisionRates: { currentPercent: 1, bucketPercents: [5, 25, 25, 50, 100] },
  creditListingNotice: { noticeDays: 20 },
};

describe('GET /api/admin/settings and PUT /api/admin/settings/{section}', () => {
  let t: TestApp;
  let superuser: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    t = await createTestApp();
    superuser = await signedInStaff(t, 'superuser');
  });
  afterAll(() => t.close());

  const get = () =>
    t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { 'x-auth-token': superuser.token } });
  const put = (path: string, body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/settings/${path}`,
      headers: { 'x-auth-token': superuser.token },
      payload: body as object,
    });
  const settingAudits = () =>
    t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'settings.updated'))
      .orderBy(auditEvents.id);
  const storedRow = async (key: string) =>
    (await t.ctx.db.select().from(appSettings).where(eq(appSettings.key, key)))[0];

  it('shows the defaults, today’s constants, while nothing was saved', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(DEFAULTS);
    expect(DEFAULT_APP_SETTINGS).toEqual(DEFAULTS);
  });

  it('turns instant approval on and off, stored under instant_approval and audited before → after', async () => {
    const on = await put('instant-approval', { ...DEFAULTS.instantApproval, enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Settings saved.',
      data: { ...DEFAULTS, instantApproval: { ...DEFAULTS.instantApproval, enabled: true } },
    });
    expect(await storedRow('instant_approval')).toMatchObject({
      value: { enabled: true, firstLoanLimit: 200_000, growthPercent: 50, cap: 5_000_000 },
      updatedBy: superuser.id,
    });

    await put('instant-approval', DEFAULTS.instantApproval);
    const audits = await settingAudits();
    const on_ = { ...DEFAULTS.instantApproval, enabled: true };
    expect(audits.map((a) => [a.actorId, a.entityType, a.entityId, a.loanId, a.before, a.after])).toEqual([
      [
        superuser.id,
        'setting',
        'instant_approval',
        null,
        { instantApproval: DEFAULTS.instantApproval },
        { instantApproval: on_ },
      ],
      [
        superuser.id,
        'setting',
        'instant_approval',
        null,
        { instantApproval: on_ },
        { instantApproval: DEFAULTS.instantApproval },
      ],
    ]);
  });

  it.each([
    [
      'fees',
      'fees',
      { serviceFeePercent: 6.25 },
      { fees: { serviceFeePercent: 6.25 } },
      { serviceFeeBasisPoints: 625 },
    ],
    [
      'late-fee',
      'late_fee',
      { lateFeePercent: 7.5, graceDays: 5 },
      { lateFee: { lateFeePercent: 7.5, graceDays: 5 } },
      { lateFeeBasisPoints: 750, graceDays: 5 },
    ],
    [
      'disbursement-code',
      'disbursement_code',
      { lifetimeMinutes: 15, maxAttempts: 3 },
      { disbursementCode: { lifetimeMinutes: 15, maxAttempts: 3 } },
      { lifetimeMinutes: 15, maxAttempts: 3 },
    ],
    [
      'instant-approval',
      'instant_approval',
      { enabled: true, firstLoanLimit: 1500.5, growthPercent: 25, cap: 20000 },
      { instantApproval: { enabled: true, firstLoanLimit: 1500.5, growthPercent: 25, cap: 20000 } },
      { enabled: true, firstLoanLimit: 150_050, growthPercent: 25, cap: 2_000_000 },
    ],
    [
      'delinquency-buckets',
      'delinquency_buckets',
      // As many buckets as before: the provision rates in force stay as they are (provision-rates.test.ts).
      { upperBounds: [15, 45, 120, 365] },
      { delinquencyBuckets: { upperBounds: [15, 45, 120, 365] } },
      { upperBounds: [15, 45, 120, 365] },
    ],
    [
      'collection-rules',
      'collection_rules',
      { fromHour: 7, toHour: 19, sundays: true, maxContactsPerDay: 2, promiseMaxDays: 14, writeOffDays: 200 },
      {
        collectionRules: {
          fromHour: 7,
          toHour: 19,
          sundays: true,
          maxContactsPerDay: 2,
          promiseMaxDays: 14,
          writeOffDays: 200,
        },
      },
      { fromHour: 7, toHour: 19, sundays: true, maxContactsPerDay: 2, promiseMaxDays: 14, writeOffDays: 200 },
    ],
    [
      'credit-listing-notice',
      'credit_listing_notice',
      { noticeDays: 30 },
      { creditListingNotice: { noticeDays: 30 } },
      { noticeDays: 30 },
    ],
  ])(
    'saves %s in whole units under %s, answers every section and audits it',
    async (path, key, body, section, stored) => {
      const before = (await get()).json().data;
      const res = await put(path, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ ...before, ...section });
      expect((await get()).json().data).toEqual({ ...before, ...section });
      expect((await storedRow(key))?.value).toEqual(stored);
      const [name] = Object.keys(section) as (keyof typeof before)[];
      const last = (await settingAudits()).at(-1);
      expect(last).toMatchObject({
        actorId: superuser.id,
        entityId: key,
        before: { [name as string]: before[name as string] },
        after: section,
      });
    },
  );

  it.each([
    ['credit-listing-notice', { noticeDays: 0 }, 'noticeDays', 'Please enter from 1 to 90 days of notice.'],
    [
      'credit-listing-notice',
      { noticeDays: 20.5 },
      'noticeDays',
      'Please enter from 1 to 90 days of notice.',
    ],
    ['credit-listing-notice', { noticeDays: 91 }, 'noticeDays', 'Please enter from 1 to 90 days of notice.'],
    ['fees', {}, 'serviceFeePercent', 'Please enter a service fee from 0% to 10%.'],
    ['fees', { serviceFeePercent: 10.01 }, 'serviceFeePercent', 'Please enter a service fee from 0% to 10%.'],
    ['fees', { serviceFeePercent: -1 }, 'serviceFeePercent', 'Please enter a service fee from 0% to 10%.'],
    ['fees', { serviceFeePercent: 5.125 }, 'serviceFeePercent', 'Percentages have at most two decimals.'],
    ['fees', { serviceFeePercent: '5' }, 'serviceFeePercent', 'Please enter a service fee from 0% to 10%.'],
    [
      'late-fee',
      { lateFeePercent: 11, graceDays: 3 },
      'lateFeePercent',
      'Please enter a late fee from 0% to 10%.',
    ],
    [
      'late-fee',
      { lateFeePercent: 5, graceDays: 2.5 },
      'graceDays',
      'Please enter a whole number of grace days from 0 to 30.',
    ],
    [
      'late-fee',
      { lateFeePercent: 5, graceDays: 31 },
      'graceDays',
      'Please enter a whole number of grace days from 0 to 30.',
    ],
    [
      'disbursement-code',
      { lifetimeMinutes: 0, maxAttempts: 5 },
      'lifetimeMinutes',
      'Please enter a code lifetime from 1 to 30 minutes.',
    ],
    [
      'disbursement-code',
      { lifetimeMinutes: 10, maxAttempts: 11 },
      'maxAttempts',
      'Please enter a number of tries from 1 to 10.',
    ],
    [
      'instant-approval',
      { enabled: 'yes', firstLoanLimit: 2000, growthPercent: 50, cap: 50000 },
      'enabled',
      'Instant approval must be on (true) or off (false).',
    ],
    [
      'instant-approval',
      { enabled: true, firstLoanLimit: 9.99, growthPercent: 50, cap: 50000 },
      'firstLoanLimit',
      'Please enter a first-loan limit from K10 to K50,000.',
    ],
    [
      'instant-approval',
      { enabled: true, firstLoanLimit: 2000, growthPercent: 101, cap: 50000 },
      'growthPercent',
      'Please enter a whole growth percentage from 0 to 100.',
    ],
    [
      'instant-approval',
      { enabled: true, firstLoanLimit: 2000, growthPercent: 50, cap: 50000.01 },
      'cap',
      'Please enter a cap from K10 to K50,000.',
    ],
    [
      'instant-approval',
      { enabled: true, firstLoanLimit: 3000, growthPercent: 50, cap: 2500 },
      'firstLoanLimit',
      'The first-loan limit cannot be above the cap.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [30] },
      'upperBounds',
      'Please enter from 2 to 8 bucket boundaries.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [10, 20, 30, 40, 50, 60, 70, 80, 90] },
      'upperBounds',
      'Please enter from 2 to 8 bucket boundaries.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [0, 60] },
      'upperBounds.0',
      'Please enter a whole number of days from 1 to 3650.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [30, 3651] },
      'upperBounds.1',
      'Please enter a whole number of days from 1 to 3650.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [30, 45.5] },
      'upperBounds.1',
      'Please enter a whole number of days from 1 to 3650.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [30, 60, 60, 180] },
      'upperBounds.2',
      'Each boundary must be more days than the one before it.',
    ],
    [
      'delinquency-buckets',
      { upperBounds: [90, 60] },
      'upperBounds.1',
      'Each boundary must be more days than the one before it.',
    ],
    [
      'collection-rules',
      {
        fromHour: 18,
        toHour: 8,
        sundays: false,
        maxContactsPerDay: 3,
        promiseMaxDays: 30,
        writeOffDays: 180,
      },
      'toHour',
      'The last hour must be after the first.',
    ],
    [
      'collection-rules',
      {
        fromHour: 8,
        toHour: 18,
        sundays: false,
        maxContactsPerDay: 11,
        promiseMaxDays: 30,
        writeOffDays: 180,
      },
      'maxContactsPerDay',
      'Please enter from 1 to 10 contacts a day.',
    ],
  ])('refuses %s %j with 400 on %s and changes nothing', async (path, body, field, message) => {
    const before = (await get()).json().data;
    const auditsBefore = (await settingAudits()).length;
    const res = await put(path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details).toContainEqual({ field, msg: message, message });
    expect((await get()).json().data).toEqual(before);
    expect(await settingAudits()).toHaveLength(auditsBefore);
  });

  it.each([
    ['fees', { serviceFeePercent: 5, extra: 1 }],
    ['instant-approval', { enabled: true }],
    ['instant-approval', { instantApproval: { enabled: true } }],
    ['delinquency-buckets', { upperBounds: '30,60' }],
  ])('refuses an incomplete or unknown shape on %s: %j', async (path, body) => {
    expect((await put(path, body)).statusCode).toBe(400);
  });

  it('reads a row saved before the limits were settings with the default limits', async () => {
    await t.ctx.db
      .update(appSettings)
      .set({ value: { enabled: true } })
      .where(eq(appSettings.key, 'instant_approval'));
    expect((await get()).json().data.instantApproval).toEqual({ ...DEFAULTS.instantApproval, enabled: true });
  });
});

describe('settings are for superusers only', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 403 to an admin and to a borrower, 401 without a session, and changes nothing', async () => {
    const admin = await signedInStaff(t, 'admin');
    const borrower = await verifiedBorrower(t);
    const write = (token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/fees',
        headers: token ? { 'x-auth-token': token } : {},
        payload: { serviceFeePercent: 1 },
      });
    for (const token of [admin.token, borrower.token]) {
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/admin/settings',
        headers: { 'x-auth-token': token },
      });
      expect(read.statusCode).toBe(403);
      expect(read.json().message).toBe('You do not have permission to perform this action.');
      expect((await write(token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
    expect((await write()).statusCode).toBe(401);
    expect(await t.ctx.db.select().from(appSettings)).toEqual([]);
    expect(await t.ctx.db.select().from(auditEvents)).toEqual([]);
  });

  it('refuses the delinquency buckets to an admin with 403, and keeps the defaults', async () => {
    const admin = await signedInStaff(t, 'admin');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/delinquency-buckets',
      headers: { 'x-auth-token': admin.token },
      payload: { upperBounds: [10, 20] },
    });
    expect(res.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(appSettings)).toEqual([]);
    expect(await t.ctx.db.select().from(auditEvents)).toEqual([]);
  });
});
