import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import { lastBody, openSettingsPage, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const D = DEFAULT_APP_SETTINGS;
const SAVE = 'PUT /api/admin/settings/credit-listing-notice';
const days = (form: ReturnType<typeof within>) => form.getByLabelText('Notice days') as HTMLInputElement;

describe('Settings: credit bureau notice days (docs/product.md §25.4)', () => {
  it('shows 20 by default and saves a new number after the confirmation', async () => {
    const api = openSettingsPage({
      [SAVE]: ok({ ...D, creditListingNotice: { noticeDays: 30 } }, 'Settings saved.'),
    });
    const form = await sectionForm('Credit bureau notice');
    expect(days(form).value).toBe('20');
    await api.user.clear(days(form));
    await api.user.type(days(form), '30');
    await api.user.click(form.getByRole('button', { name: 'Save' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText('Notice days: 20 → 30. Notices already sent keep the date they gave.'),
    ).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE)).toEqual({ noticeDays: 30 });
  });

  it('refuses days out of range beside the field and sends nothing', async () => {
    const api = openSettingsPage();
    const form = await sectionForm('Credit bureau notice');
    await api.user.clear(days(form));
    await api.user.type(days(form), '0');
    await api.user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByText('Please enter from 1 to 90 days of notice.')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(SAVE)).toHaveLength(0);
  });
});
