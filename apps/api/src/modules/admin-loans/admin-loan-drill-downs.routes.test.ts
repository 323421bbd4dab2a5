import { type LoanApplication, loanApplications } from '@kwacha/db';
import { asc, desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type DrillDownLoanKey, seedDrillDownLoans } from './testing/drill-down-loans';

const URL = '/api/loan-applications/admin';
type Query = Record<string, string | number>;

// 23:00 in Lusaka on 21 November 2026; an hour later it is the 22nd there.
const LATE_EVENING = new Date('2026-11-21T21:00:00Z');
const NEXT_LUSAKA_DAY = new Date('2026-11-21T22:00:00Z');

describe('GET /api/loan-applications/admin: the statistics drill-downs', () => {
  let t: TestApp;
  let token: string;
  let clock = LATE_EVENING;
  let loans: Record<DrillDownLoanKey, LoanApplication>;

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    token = (await signedInStaff(t, 'admin')).token;
    loans = await seedDrillDownLoans(t.ctx.db);
  });
  afterAll(() => t.close());

  const list = (query: Query) =>
    t.app.inject({
      method: 'GET',
      url: URL,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { 'x-auth-token': token },
    });

  const idsOf = (...keys: DrillDownLoanKey[]) => keys.map((key) => loans[key].id).sort();

  /** Every matching loan, following nextCursor `limit` rows at a time, in the order served. */
  const walk = async (query: Query, limit = 2) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const res = await list({ ...query, limit, ...(cursor && { cursor }) });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      seen.push(...data.items.map((r: { id: string }) => r.id));
      cursor = data.nextCursor;
      if (cursor === null) return seen;
      expect(data.items).toHaveLength(limit);
    }
    throw new Error('the cursor never reached the last page');
  };

  const matching = async (query: Query) => (await walk(query, 100)).sort();

  it('filters by arrears bucket and PAR over loans that owe money, in Lusaka days', async () => {
    const cases: [string, DrillDownLoanKey[]][] = [
      // Nothing past due yet: due later, due today, or owing with nothing dated. paidUp owes nothing.
      ['current', ['curFuture', 'curToday', 'curUndated']],
      ['1-29', ['late1', 'late29']],
      ['30-59', ['late30', 'late59', 'combo']],
      ['60-89', ['late60', 'late89']],
      ['90+', ['late90']],
      ['par30', ['late30', 'late59', 'combo', 'late60', 'late89', 'late90']],
      ['par60', ['late60', 'late89', 'late90']],
      ['par90', ['late90']],
    ];
    for (const [arrears, keys] of cases) expect(await matching({ arrears }), arrears).toEqual(idsOf(...keys));

    // At midnight in Lusaka every loan is a day later (still the 21st in UTC).
    clock = NEXT_LUSAKA_DAY;
    try {
      expect(await matching({ arrears: 'current' })).toEqual(idsOf('curFuture', 'curUndated'));
      expect(await matching({ arrears: '1-29' })).toEqual(idsOf('curToday', 'late1'));
      expect(await matching({ arrears: 'par30' })).toEqual(
        idsOf('late29', 'late30', 'late59', 'combo', 'late60', 'late89', 'late90'),
      );
      expect(await matching({ arrears: 'par90' })).toEqual(idsOf('late89', 'late90'));
    } finally {
      clock = LATE_EVENING;
    }
  });

  it('filters by product, alone and with arrears', async () => {
    const all = await matching({});
    const personal = Object.values(loans).filter((l) => l.productId === 'personal');
    expect(await matching({ product: 'personal' })).toEqual(personal.map((l) => l.id).sort());
    expect(await matching({ product: 'vehicle' })).toEqual(idsOf('late30', 'colAfter'));
    expect(await matching({ product: 'personal', arrears: 'par30' })).toEqual(
      idsOf('late59', 'combo', 'late60', 'late90'),
    );
    // A product nobody borrowed under is a valid, empty filter.
    expect(await matching({ product: 'education' })).toEqual([]);
    expect(all).toHaveLength(Object.keys(loans).length);
  });

  it('filters by Lusaka disbursement days, inclusive', async () => {
    const november = { disbursedFrom: '2026-11-01', disbursedTo: '2026-11-30' };
    expect(await matching(november)).toEqual(idsOf('disbFirst', 'disbLast'));
    expect(await matching({ disbursedFrom: '2026-12-01' })).toEqual(idsOf('disbAfter'));
    expect(await matching({ disbursedTo: '2026-10-31' })).toEqual(idsOf('disbBefore', 'combo'));
    expect(await matching({ disbursedFrom: '2026-11-30', disbursedTo: '2026-11-30' })).toEqual(
      idsOf('disbLast'),
    );
  });

  it('filters by decision day, decision and who decided', async () => {
    const november = { decidedFrom: '2026-11-01', decidedTo: '2026-11-30' };
    expect(await matching(november)).toEqual(idsOf('decRules', 'decStaff', 'decRejectedLast'));
    expect(await matching({ ...november, decision: 'approved' })).toEqual(idsOf('decRules', 'decStaff'));
    expect(await matching({ ...november, decision: 'approved', decidedBy: 'rules' })).toEqual(
      idsOf('decRules'),
    );
    expect(await matching({ ...november, decidedBy: 'staff' })).toEqual(idsOf('decStaff', 'decRejectedLast'));
    // Without a window: every decision of that kind.
    expect(await matching({ decidedBy: 'rules' })).toEqual(idsOf('decRules', 'decBefore', 'combo'));
    expect(await matching({ decision: 'rejected' })).toEqual(idsOf('decRejectedLast', 'decAfter'));
    expect(await matching({ decidedFrom: '2026-12-01' })).toEqual(idsOf('decAfter'));
  });

  it('filters by successful repayments settled in Lusaka days, each loan once', async () => {
    const november = { collectedFrom: '2026-11-01', collectedTo: '2026-11-30' };
    // colTwice has two payments in the window and is listed once; failed and pending ones never count.
    expect(await walk(november, 1)).toHaveLength(3);
    expect(await matching(november)).toEqual(idsOf('colFirst', 'colTwice', 'combo'));
    expect(await matching({ collectedFrom: '2026-12-01' })).toEqual(idsOf('colAfter'));
    expect(await matching({ collectedTo: '2026-10-31' })).toEqual(idsOf('colFailed', 'colEdgeOut'));
  });

  it('filters by instalments falling due in Lusaka days', async () => {
    expect(await matching({ dueFrom: '2026-11-01', dueTo: '2026-11-30' })).toEqual(
      idsOf('dueIn', 'dueFirst', 'combo'),
    );
    expect(await matching({ dueFrom: '2026-12-01' })).toEqual(idsOf('dueIn', 'dueOut', 'combo'));
    expect(await matching({ dueTo: '2026-10-31' })).toEqual(idsOf('dueIn', 'dueOut', 'combo'));
  });

  it('combines with the status tab, the search, every other drill-down and the amount filter', async () => {
    expect(await matching({ arrears: 'par30', status: 'overdue' })).toEqual(
      idsOf('late30', 'combo', 'late60', 'late89', 'late90'),
    );
    expect(
      await matching({ collectedFrom: '2026-11-01', collectedTo: '2026-11-30', status: 'paid' }),
    ).toEqual(idsOf('colFirst'));
    // "banda": Natasha (applicant 1) and Mutale (applicant 2).
    expect(await matching({ arrears: 'par30', q: 'banda' })).toEqual(
      idsOf('late30', 'late59', 'combo', 'late90'),
    );
    expect(await matching({ product: 'personal', q: loans.combo.id.slice(0, 8) })).toEqual(idsOf('combo'));

    const everything = {
      status: 'overdue',
      q: 'natasha',
      minAmount: 7000,
      product: 'personal',
      arrears: '30-59',
      disbursedFrom: '2026-09-01',
      disbursedTo: '2026-09-30',
      decidedTo: '2026-08-31',
      decision: 'approved',
      decidedBy: 'rules',
      collectedFrom: '2026-11-01',
      collectedTo: '2026-11-30',
      dueFrom: '2026-11-01',
      dueTo: '2026-11-01',
    };
    expect(await matching(everything)).toEqual(idsOf('combo'));
    // Each filter counts: change any one and the loan is gone.
    const misses: Query[] = [
      { product: 'business' },
      { arrears: '60-89' },
      { disbursedFrom: '2026-09-02' },
      { decidedBy: 'staff' },
      { collectedFrom: '2026-11-04' },
      { dueTo: '2026-10-31', dueFrom: '2026-10-02' },
      { status: 'active' },
      { minAmount: 7000.01 },
    ];
    for (const miss of misses)
      expect(await matching({ ...everything, ...miss }), JSON.stringify(miss)).toEqual([]);
  });

  it('pages through a drill-down with the cursor in every sort, each loan once, the tab counts unchanged', async () => {
    const par30 = idsOf('late30', 'late59', 'combo', 'late60', 'late89', 'late90');
    const l = loanApplications;
    const orders = {
      newest: [desc(l.applicationDate), desc(l.id)],
      oldest: [asc(l.applicationDate), asc(l.id)],
      amount_desc: [desc(l.amount), desc(l.id)],
      amount_asc: [asc(l.amount), asc(l.id)],
    };
    for (const [sort, order] of Object.entries(orders)) {
      const expected = await t.ctx.db
        .select({ id: l.id })
        .from(l)
        .where(inArray(l.id, par30))
        .orderBy(...order);
      expect(await walk({ arrears: 'par30', sort }, 2), sort).toEqual(expected.map((r) => r.id));
    }
    // The search runs as several queries merged; the pages still follow one order.
    const bandas = await t.ctx.db
      .select({ id: l.id })
      .from(l)
      .where(inArray(l.id, idsOf('late30', 'late59', 'combo', 'late90')))
      .orderBy(asc(l.amount), asc(l.id));
    expect(await walk({ arrears: 'par30', q: 'banda', sort: 'amount_asc' }, 1)).toEqual(
      bandas.map((r) => r.id),
    );

    const unfiltered = (await list({})).json().data.counts;
    const filtered = await list({ arrears: 'par30', product: 'personal', limit: 1 });
    expect(filtered.json().data.counts).toEqual(unfiltered);
    expect(unfiltered.all).toBe(Object.keys(loans).length);
  });

  it('refuses bad drill-down values with a 400 that names the field and says what is wrong', async () => {
    const DATE = 'Use a date like 2026-11-21.';
    const cases: [Query | string, string, string][] = [
      [{ product: 'Personal Loan' }, 'product', 'Unknown product.'],
      [{ product: 'gold-bars' }, 'product', 'Unknown product.'],
      [
        { arrears: 'par45' },
        'arrears',
        'Choose one of current, 1-29, 30-59, 60-89, 90+, par30, par60, par90.',
      ],
      [
        'arrears=par30&arrears=par60',
        'arrears',
        'Choose one of current, 1-29, 30-59, 60-89, 90+, par30, par60, par90.',
      ],
      [{ disbursedFrom: '2026-02-30' }, 'disbursedFrom', DATE],
      [{ disbursedTo: '30/11/2026' }, 'disbursedTo', DATE],
      [{ decidedFrom: '0000-01-01' }, 'decidedFrom', DATE],
      [{ collectedTo: '2026-11-30T00:00' }, 'collectedTo', DATE],
      [{ dueFrom: '3000-01-01' }, 'dueFrom', DATE],
      [{ decision: 'in_review' }, 'decision', 'Choose approved or rejected.'],
      [{ decidedBy: 'robot' }, 'decidedBy', 'Choose rules or staff.'],
      [
        { disbursedFrom: '2026-11-30', disbursedTo: '2026-11-01' },
        'disbursedTo',
        'The disbursement period ends before it starts.',
      ],
      [
        { decidedFrom: '2026-11-02', decidedTo: '2026-11-01' },
        'decidedTo',
        'The decision period ends before it starts.',
      ],
      [
        { collectedFrom: '2026-12-01', collectedTo: '2026-11-30' },
        'collectedTo',
        'The collection period ends before it starts.',
      ],
      [{ dueFrom: '2027-01-01', dueTo: '2026-12-31' }, 'dueTo', 'The due period ends before it starts.'],
    ];
    for (const [query, field, message] of cases) {
      const res =
        typeof query === 'string'
          ? await t.app.inject({ method: 'GET', url: `${URL}?${query}`, headers: { 'x-auth-token': token } })
          : await list(query);
      const label = JSON.stringify(query);
      expect(res.statusCode, label).toBe(400);
      const body = res.json();
      expect(body.error.code, label).toBe('VALIDATION_ERROR');
      expect(body.error.details, label).toContainEqual(expect.objectContaining({ field, message }));
      expect(body.message, label).toContain(message);
    }
  });
});
