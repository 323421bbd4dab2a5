import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { SWITCHED_OFF_MESSAGE } from './components/identity-checks-section';
import { lastBody, openSettingsPage, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const SAVE = 'PUT /api/admin/settings/identity-checks';
const KYC_SETTING = 'GET /api/admin/kyc-settings';
const WARNING = 'Identity checks before disbursement are switched off.';
const OFF = { ...DEFAULT_APP_SETTINGS, identityChecks: { requiredBeforeDisbursement: false } };

describe('Identity checks setting (docs/product.md §20)', () => {
  it('is on by default; turning it off asks first, saves, and the staff area then shows the warning', async () => {
    const api = openSettingsPage({
      [SAVE]: ok(OFF, 'Settings saved.'),
      [KYC_SETTING]: ok({ requiredBeforeDisbursement: true }),
    });
    const section = await sectionForm('Identity checks');
    const toggle = section.getByRole('switch', {
      name: 'Require approved identity documents before disbursement',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText(WARNING)).toBeNull();

    await api.user.click(toggle);
    await api.user.click(section.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(dialog.getByText(SWITCHED_OFF_MESSAGE)).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));

    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE)).toEqual({ requiredBeforeDisbursement: false });
    expect(await screen.findByText(WARNING)).toBeTruthy();
  });

  it.each(['admin', 'superuser'] as const)(
    'warns an %s on every staff page while it is off',
    async (role) => {
      signedInAs(createUser({ role, firstName: 'Sam', lastName: 'Mulenga' }), {
        ...notificationRoutes(),
        'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
        [KYC_SETTING]: ok({ requiredBeforeDisbursement: false }),
        'GET /api/admin/kyc': ok({ items: [], nextCursor: null }),
      });
      renderWithSession('/admin-dashboard/identity-checks');
      await screen.findByText('No identity checks waiting.');
      const warning = (await screen.findByText(WARNING)).closest('[role="status"]');
      expect(warning).toBeTruthy();
      // Only a superuser can switch it back on.
      const settings = within(warning as HTMLElement).queryByRole('link', { name: 'Settings' });
      expect(settings !== null).toBe(role === 'superuser');
    },
  );

  it('does not warn while it is on', async () => {
    const api = signedInAs(createUser({ role: 'admin' }), {
      ...notificationRoutes(),
      'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
      [KYC_SETTING]: ok({ requiredBeforeDisbursement: true }),
      'GET /api/admin/kyc': ok({ items: [], nextCursor: null }),
    });
    renderWithSession('/admin-dashboard/identity-checks');
    await screen.findByText('No identity checks waiting.');
    await waitFor(() => expect(api.calls(KYC_SETTING)).toHaveLength(1));
    expect(screen.queryByText(WARNING)).toBeNull();
  });
});
