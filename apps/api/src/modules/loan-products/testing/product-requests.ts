import type { TestApp } from '../../../testing/test-app';

/** The seeded Personal Loan as a superuser's form sends it back (docs/product.md §3.2). */
export const PERSONAL = {
  name: 'Personal Loan',
  description: 'For everyday needs, emergencies and planned purchases.',
  minAmount: 10,
  maxAmount: 50000,
  minMonths: 1,
  maxMonths: 12,
  monthlyRatePercent: 2.5,
  active: true,
};

export const SOLAR = {
  name: 'Solar Loan',
  description: 'Panels and batteries for your home.',
  minAmount: 500,
  maxAmount: 20000,
  minMonths: 3,
  maxMonths: 12,
  monthlyRatePercent: 2.75,
  active: true,
};

/** What GET /api/admin/products answers for a product: its id and every field of the form. */
export async function adminProduct(t: TestApp, token: string, id: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/products',
    headers: { 'x-auth-token': token },
  });
  const found = (res.json().data as { id: string }[]).find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  const { id: _id, ...fields } = found as typeof PERSONAL & { id: string };
  return fields;
}

export function putProduct(t: TestApp, token: string, id: string, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
}

export function postProduct(t: TestApp, token: string, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { 'x-auth-token': token },
    payload: body,
  });
}

export function putSetting(t: TestApp, token: string, path: string, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/${path}`,
    headers: { 'x-auth-token': token },
    payload: body,
  });
}
