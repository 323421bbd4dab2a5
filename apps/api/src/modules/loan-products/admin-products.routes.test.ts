import { auditEvents } from '@kwacha/db';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyForLoan,
  borrowerWithApplication,
  signedInStaff,
  verifiedBorrower,
} from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { adminProduct, PERSONAL, postProduct, putProduct, SOLAR } from './testing/product-requests';

const publicIds = async (t: TestApp) =>
  ((await t.app.inject({ method: 'GET', url: '/api/loan-products' })).json().data as { id: string }[]).map(
    (p) => p.id,
  );
const productAudits = (t: TestApp) =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(like(auditEvents.action, 'product.%'))
    .orderBy(asc(auditEvents.id));

describe('superusers edit loan products', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-11-21T10:00:00Z') });
    token = (await signedInStaff(t, 'superuser')).token;
  });
  afterAll(() => t.close());

  it('lists every product with its terms, in the public order', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/products',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { id: string; active: boolean }) => [p.id, p.active])).toEqual([
      ['personal', true],
      ['home-improvement', true],
      ['vehicle', true],
      ['education', true],
      ['medical', true],
      ['business', true],
    ]);
    expect(await adminProduct(t, token, 'personal')).toEqual(PERSONAL);
  });

  it('changes a product, shows it to borrowers at once and audits before → after', async () => {
    const changed = {
      ...PERSONAL,
      maxAmount: 40000,
      monthlyRatePercent: 2.65,
      description: 'Everyday needs.',
    };
    const res = await putProduct(t, token, 'personal', changed);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Product saved.', data: { id: 'personal', ...changed } });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/loan-products' })).json().data[0];
    expect(listed).toMatchObject({ id: 'personal', maxAmount: 40000, monthlyRatePercent: 2.65 });
    const [audit] = (await productAudits(t)).slice(-1);
    expect(audit).toMatchObject({
      action: 'product.updated',
      entityType: 'product',
      entityId: 'personal',
      before: { id: 'personal', ...PERSONAL },
      after: { id: 'personal', ...changed },
    });
    expect((await putProduct(t, token, 'personal', PERSONAL)).statusCode).toBe(200);
  });

  it.each([
    [{ minAmount: 9.99 }, 'minAmount', 'Please enter an amount from K10 to K50,000.'],
    [{ maxAmount: 50000.01 }, 'maxAmount', 'Please enter an amount from K10 to K50,000.'],
    [{ minAmount: 600, maxAmount: 500 }, 'maxAmount', 'The maximum amount cannot be below the minimum.'],
    [{ maxAmount: 1000.005 }, 'maxAmount', 'Amounts have at most two decimals.'],
    [{ minMonths: 0 }, 'minMonths', 'Please enter a whole number of months from 1 to 12.'],
    [{ maxMonths: 13 }, 'maxMonths', 'Please enter a whole number of months from 1 to 12.'],
    [{ minMonths: 6, maxMonths: 3 }, 'maxMonths', 'The longest term cannot be shorter than the shortest.'],
    [{ monthlyRatePercent: 0 }, 'monthlyRatePercent', 'Please enter a monthly rate from 0.01% to 10%.'],
    [{ monthlyRatePercent: 10.5 }, 'monthlyRatePercent', 'Please enter a monthly rate from 0.01% to 10%.'],
    [{ monthlyRatePercent: 2.555 }, 'monthlyRatePercent', 'Percentages have at most two decimals.'],
    [{ name: 'Pe' }, 'name', 'Product names are 3 to 60 characters.'],
    [{ name: '   ' }, 'name', 'Please enter the product name.'],
    [{ name: '1234' }, 'name', 'Product names need at least one letter.'],
    [{ name: 'Vehicle\u0000' }, 'name', 'Please remove special control characters from this text.'],
    [{ name: 'vehicle  LOAN' }, 'name', 'A product called vehicle LOAN already exists.'],
    [{ description: '' }, 'description', 'Please enter a short description.'],
    [{ active: 'no' }, 'active', 'Please say whether the product is offered (true) or not (false).'],
  ])('refuses %j with 400 on %s and changes nothing', async (change, field, message) => {
    const audits = (await productAudits(t)).length;
    const res = await putProduct(t, token, 'personal', { ...PERSONAL, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toContainEqual({ field, msg: message, message });
    expect(await adminProduct(t, token, 'personal')).toEqual(PERSONAL);
    expect(await productAudits(t)).toHaveLength(audits);
  });

  it('refuses unknown and missing fields, and answers 404 for a product that does not exist', async () => {
    expect((await putProduct(t, token, 'personal', { ...PERSONAL, sortOrder: 1 })).statusCode).toBe(400);
    const { active: _active, ...withoutActive } = PERSONAL;
    expect((await putProduct(t, token, 'personal', withoutActive)).statusCode).toBe(400);
    for (const id of ['holiday', 'NOT%20AN%20ID', '%00']) {
      const res = await putProduct(t, token, id, { ...PERSONAL, name: 'Holiday Loan' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('PRODUCT_NOT_FOUND');
    }
  });

  it('a product no longer offered leaves the public list and refuses quotes and applications; its loans go on', async () => {
    const { borrower, loanId } = await borrowerWithApplication(
      t,
      {},
      {
        productId: 'vehicle',
        amount: 5000,
        identityApproved: true,
      },
    );
    const vehicle = await adminProduct(t, token, 'vehicle');
    expect((await putProduct(t, token, 'vehicle', { ...vehicle, active: false })).statusCode).toBe(200);

    expect(await publicIds(t)).not.toContain('vehicle');
    const message = 'Vehicle Loan is no longer offered. Please choose another loan product.';
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/quote',
      payload: { productId: 'vehicle', amount: 5000, duration: 6 },
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().error.details).toEqual([{ field: 'productId', msg: message, message }]);
    const other = await verifiedBorrower(t);
    const apply = await applyForLoan(t, other, { productId: 'vehicle', amount: 5000, purpose: 'A minibus' });
    expect(apply.statusCode).toBe(400);
    expect(apply.json().error.details).toEqual([{ field: 'productId', msg: message, message }]);

    // The loan already applied for keeps its product and terms, and staff can still decide it.
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/loan-applications/${loanId}`,
      headers: { 'x-auth-token': borrower.token },
    });
    expect(mine.json().data).toMatchObject({
      productName: 'Vehicle Loan',
      amount: 5000,
      monthlyRatePercent: 3,
    });
    const decided = await t.app.inject({
      method: 'PUT',
      url: `/api/loan-applications/admin/loan/${loanId}/status`,
      headers: { 'x-auth-token': token },
      payload: { status: 'approved' },
    });
    expect(decided.statusCode).toBe(200);

    expect((await putProduct(t, token, 'vehicle', vehicle)).statusCode).toBe(200);
    expect(await publicIds(t)).toContain('vehicle');
  });

  it('adds a product with an id from its name, at the end of the list, audited', async () => {
    const res = await postProduct(t, token, { ...SOLAR, name: '  Solar   Loan ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Product added.', data: { id: 'solar-loan', ...SOLAR } });
    expect((await publicIds(t)).at(-1)).toBe('solar-loan');
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/loan-applications/quote',
      payload: { productId: 'solar-loan', amount: 1000, duration: 3 },
    });
    expect(quote.json().data).toMatchObject({ productName: 'Solar Loan', monthlyRatePercent: 2.75 });
    expect((await productAudits(t)).at(-1)).toMatchObject({
      action: 'product.created',
      entityId: 'solar-loan',
      before: null,
      after: { id: 'solar-loan', ...SOLAR },
    });

    const again = await postProduct(t, token, { ...SOLAR, name: 'SOLAR LOAN' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toContainEqual(
      expect.objectContaining({ field: 'name', message: 'A product called SOLAR LOAN already exists.' }),
    );
    // A new name whose id is taken gets the next free one.
    const personal = await postProduct(t, token, { ...SOLAR, name: 'Personal', active: false });
    expect(personal.json().data).toMatchObject({ id: 'personal-2', active: false });
    expect(await publicIds(t)).not.toContain('personal-2');
  });
});

describe('at least one product stays offered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses to stop offering the last product, and to add one not offered makes no difference', async () => {
    const token = (await signedInStaff(t, 'superuser')).token;
    for (const id of ['home-improvement', 'vehicle', 'education', 'medical', 'business']) {
      const product = await adminProduct(t, token, id);
      expect((await putProduct(t, token, id, { ...product, active: false })).statusCode).toBe(200);
    }
    expect((await postProduct(t, token, { ...SOLAR, active: false })).statusCode).toBe(201);
    const res = await putProduct(t, token, 'personal', { ...PERSONAL, active: false });
    expect(res.statusCode).toBe(400);
    const message = 'At least one product must stay active.';
    expect(res.json().error.details).toEqual([{ field: 'active', msg: message, message }]);
    expect(await publicIds(t)).toEqual(['personal']);
    // Changing the last one's other terms is fine.
    expect(
      (await putProduct(t, token, 'personal', { ...PERSONAL, monthlyRatePercent: 2.4 })).statusCode,
    ).toBe(200);
  });
});
