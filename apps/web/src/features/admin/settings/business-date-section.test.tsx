import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { notificationRoutes } from '../../../test/builders/notifications';
import { createUser, fail, ok, signedInAs } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { NOT_ALLOWED_MESSAGE } from './components/business-date-section';
import { lastBody, openSettingsPage, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const GET = 'GET /api/admin/business-date';
const ADVANCE = 'POST /api/admin/business-date/advance';
const TODAY = { date: '2026-12-02', realToday: '2026-12-02', moved: false, allowed: true };
const MOVED = { date: '2027-01-16', realToday: '2026-12-02', moved: true, allowed: true };
const FORM = 'Advance the business date';
const FIELD = 'Advance by N days';

const headerNote = () => screen.queryByText('Business date: 2027-01-16');

describe('Business date section (docs/product.md §14.5.1)', () => {
  it('shows both dates; advancing asks first, answers in an alert, and the staff header then says so', async () => {
    const api = openSettingsPage({ [GET]: ok(TODAY), [ADVANCE]: ok(MOVED) });
    const form = await sectionForm(FORM);
    const section = within(screen.getByRole('region', { name: 'Business date' }));
    expect(section.getAllByText('2026-12-02')).toHaveLength(2);
    expect(headerNote()).toBeNull();

    const days = form.getByLabelText(FIELD);
    await api.user.clear(days);
    await api.user.type(days, '45');
    await api.user.click(form.getByRole('button', { name: 'Advance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move the business date?' }));
    expect(dialog.getByText(/forward by 45 days/)).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Move it' }));

    expect((await section.findByRole('alert')).textContent).toBe('The business date is now 2027-01-16.');
    expect(lastBody(api, ADVANCE)).toEqual({ days: 45 });
    expect(headerNote()?.closest('[role="status"]')).toBeTruthy();
    // Read once: the advance's answer updated it, no second request.
    expect(api.calls(GET)).toHaveLength(1);
  });

  it('refuses a count out of range beside the field, without asking the server', async () => {
    const api = openSettingsPage({ [GET]: ok(TODAY) });
    const form = await sectionForm(FORM);
    const days = form.getByLabelText(FIELD);
    for (const value of ['0', '367']) {
      await api.user.clear(days);
      await api.user.type(days, value);
      await api.user.click(form.getByRole('button', { name: 'Advance' }));
      expect(await form.findByText('Enter a whole number of days from 1 to 366.')).toBeTruthy();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(ADVANCE)).toHaveLength(0);
  });

  it("shows the server's refusal in an alert", async () => {
    const message = 'The business date is being moved already. Wait until that has finished.';
    const api = openSettingsPage({ [GET]: ok(TODAY), [ADVANCE]: fail(409, 'BUSINESS_DATE_BUSY', message) });
    const form = await sectionForm(FORM);
    await api.user.click(form.getByRole('button', { name: 'Advance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Move the business date?' }));
    await api.user.click(dialog.getByRole('button', { name: 'Move it' }));
    const section = within(screen.getByRole('region', { name: 'Business date' }));
    expect((await section.findByRole('alert')).textContent).toBe(message);
    expect(form.getByRole('button', { name: 'Advance' })).toHaveProperty('disabled', false);
  });

  it('is read-only where the date cannot move (production)', async () => {
    openSettingsPage({ [GET]: ok({ ...TODAY, allowed: false }) });
    expect(await screen.findByText(NOT_ALLOWED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('form', { name: FORM })).toBeNull();
  });
});

describe('the staff header', () => {
  it.each([
    ['moved', MOVED, true],
    ['today', TODAY, false],
  ] as const)('for an admin, while the date is %s', async (_label, state, shown) => {
    const api = signedInAs(createUser({ role: 'admin' }), {
      ...notificationRoutes(),
      'GET /api/admin/flagged-payments/count': ok({ count: 0 }),
      'GET /api/admin/kyc': ok({ items: [], nextCursor: null }),
      [GET]: ok(state),
    });
    renderWithSession('/admin-dashboard/identity-checks');
    await screen.findByText('No identity checks waiting.');
    await waitFor(() => expect(api.calls(GET)).toHaveLength(1));
    if (shown)
      expect((await screen.findByText('Business date: 2027-01-16')).closest('[role="status"]')).toBeTruthy();
    else expect(headerNote()).toBeNull();
  });
});
