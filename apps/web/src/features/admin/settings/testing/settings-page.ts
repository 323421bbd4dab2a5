import type { AdminProductView } from '@kwacha/shared/staff/admin-products';
import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PRODUCTS } from '../../../../test/builders/loan-products';
import { notificationRoutes } from '../../../../test/builders/notifications';
import { createUser, type FakeReply, ok, signedInAs } from '../../../../test/fake-api';
import { renderWithSession } from '../../../../test/render-with-session';

export const SETTINGS_PAGE = '/admin-dashboard/settings';
export const GET_SETTINGS = 'GET /api/admin/settings';
export const GET_PRODUCTS = 'GET /api/admin/products';

/** The six seeded products as GET /api/admin/products answers them, all offered. */
export const ADMIN_PRODUCTS: AdminProductView[] = TEST_PRODUCTS.map((p) => ({ ...p, active: true }));

/** A signed-in superuser on the settings page; settings and products answer the defaults unless told. */
export function openSettingsPage(extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(createUser({ role: 'superuser', firstName: 'Sam', lastName: 'Mulenga' }), {
    ...notificationRoutes(),
    [GET_SETTINGS]: ok(DEFAULT_APP_SETTINGS),
    [GET_PRODUCTS]: ok(ADMIN_PRODUCTS),
    ...extra,
  });
  const view = renderWithSession(SETTINGS_PAGE);
  return { ...api, ...view, user: userEvent.setup() };
}

/** One settings section (its form), found by its title. */
export const sectionForm = async (title: string) => within(await screen.findByRole('form', { name: title }));

/** The JSON body of the latest call to 'METHOD /path'. */
export function lastBody(api: ReturnType<typeof openSettingsPage>, key: string): unknown {
  const call = api.calls(key).at(-1);
  return call ? JSON.parse(String(call.body)) : undefined;
}

/** A 400 as the API answers a refused field. */
export function refusedField(field: string, message: string): FakeReply {
  return {
    status: 400,
    body: {
      success: false,
      message,
      msg: message,
      error: { code: 'VALIDATION_ERROR', message, details: [{ field, msg: message, message }] },
    },
  };
}
