import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, heldResponse, ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import { GET_SETTINGS, lastBody, openSettingsPage, refusedField, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const D = DEFAULT_APP_SETTINGS;
const SAVE_FEES = 'PUT /api/admin/settings/fees';
const SAVE_LATE_FEE = 'PUT /api/admin/settings/late-fee';
const SAVE_INSTANT = 'PUT /api/admin/settings/instant-approval';
const SAVE_CODES = 'PUT /api/admin/settings/disbursement-code';

const input = (form: ReturnType<typeof within>, label: string) =>
  form.getByLabelText(label) as HTMLInputElement;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const saveButton = (form: ReturnType<typeof within>) =>
  form.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('SettingsPage', () => {
  it('loads every section with the values in force, Save disabled until something changes', async () => {
    const held = heldResponse();
    openSettingsPage({ [GET_SETTINGS]: held.handler });
    expect(await screen.findByText('Loading settings…')).toBeTruthy();
    await held.answer(Response.json({ success: true, message: 'OK', msg: 'OK', data: D }));
    const fees = await sectionForm('Fees');
    expect(document.title).toBe('System Settings | Kwacha Loans');
    expect(input(fees, 'Service fee (%)').value).toBe('5');
    expect(saveButton(fees).disabled).toBe(true);
    const late = await sectionForm('Late fees');
    expect([input(late, 'Late fee (%)').value, input(late, 'Grace days').value]).toEqual(['5', '3']);
    const codes = await sectionForm('Disbursement codes');
    expect(input(codes, 'Code lifetime (minutes)').value).toBe('10');
    expect(input(codes, 'Wrong tries allowed').value).toBe('5');
    const instant = await sectionForm('Instant approval');
    const toggle = instant.getByRole('switch', { name: 'Instant approval' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(described(toggle)).toContain(
      'K2,000.00 for a first loan, 50% more after each loan repaid on time, and never above K50,000.00',
    );
  });

  it('saves the fee after a confirmation that shows before → after', async () => {
    const api = openSettingsPage({
      [SAVE_FEES]: ok({ ...D, fees: { serviceFeePercent: 6 } }, 'Settings saved.'),
    });
    const fees = await sectionForm('Fees');
    await api.user.clear(input(fees, 'Service fee (%)'));
    await api.user.type(input(fees, 'Service fee (%)'), '6');
    expect(fees.getByText('You have unsaved changes.')).toBeTruthy();
    await api.user.click(saveButton(fees));

    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText(/^Service fee: 5% → 6%\. It applies to new quotes and applications\./),
    ).toBeTruthy();
    expect(api.calls(SAVE_FEES)).toHaveLength(0);
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));

    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE_FEES)).toEqual({ serviceFeePercent: 6 });
    await waitFor(() => expect(saveButton(fees).disabled).toBe(true));
    expect(input(fees, 'Service fee (%)').value).toBe('6');
  });

  it('refuses a fee out of range beside the field, with the shared message, and sends nothing', async () => {
    const api = openSettingsPage();
    const fees = await sectionForm('Fees');
    await api.user.clear(input(fees, 'Service fee (%)'));
    await api.user.type(input(fees, 'Service fee (%)'), '12');
    await api.user.click(saveButton(fees));
    await waitFor(() =>
      expect(described(input(fees, 'Service fee (%)'))).toContain(
        'Please enter a service fee from 0% to 10%.',
      ),
    );
    expect(document.activeElement).toBe(input(fees, 'Service fee (%)'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(SAVE_FEES)).toHaveLength(0);
  });

  it("puts the server's refusal beside its field and keeps what was typed", async () => {
    const message = 'Please enter a whole number of grace days from 0 to 30.';
    const api = openSettingsPage({ [SAVE_LATE_FEE]: refusedField('graceDays', message) });
    const late = await sectionForm('Late fees');
    await api.user.clear(input(late, 'Late fee (%)'));
    await api.user.type(input(late, 'Late fee (%)'), '7.5');
    await api.user.clear(input(late, 'Grace days'));
    await api.user.type(input(late, 'Grace days'), '5');
    await api.user.click(saveButton(late));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(dialog.getByText(/^Late fee: 5% → 7\.5%\. Grace days: 3 → 5\./).textContent).toBe(
      'Late fee: 5% → 7.5%. Grace days: 3 → 5. It applies to loans applied for from now on. ' +
        'Existing loans keep the late fee and grace days in their key facts.',
    );
    // Each loan keeps the rule of its key facts: the section never says a change reaches them.
    expect(screen.queryByText(/every active loan/)).toBeNull();
    expect(screen.getByText(/A changed rule applies to loans applied for from then on/)).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(described(input(late, 'Grace days'))).toContain(message));
    expect(lastBody(api, SAVE_LATE_FEE)).toEqual({ lateFeePercent: 7.5, graceDays: 5 });
    expect(input(late, 'Late fee (%)').value).toBe('7.5');
    expect(saveButton(late).disabled).toBe(false);
  });

  it('turns instant approval on with its limits after the confirmation, and cancelling sends nothing', async () => {
    const on = { ...D.instantApproval, enabled: true, firstLoanLimit: 3000 };
    const api = openSettingsPage({ [SAVE_INSTANT]: ok({ ...D, instantApproval: on }) });
    const instant = await sectionForm('Instant approval');
    await api.user.click(instant.getByRole('switch', { name: 'Instant approval' }));
    await api.user.click(saveButton(instant));
    let dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText(
        'Instant approval will be turned on: new applications within the borrower’s limit are approved at once.',
      ),
    ).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.calls(SAVE_INSTANT)).toHaveLength(0);

    await api.user.clear(input(instant, 'First-loan limit (K)'));
    await api.user.type(input(instant, 'First-loan limit (K)'), '3,000');
    await api.user.click(saveButton(instant));
    dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(dialog.getByText(/approved at once\. First-loan limit: K2,000\.00 → K3,000\.00\.$/)).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE_INSTANT)).toEqual({
      enabled: true,
      firstLoanLimit: 3000,
      growthPercent: 50,
      cap: 50000,
    });
    expect(instant.getByRole('switch', { name: 'Instant approval' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('refuses a first-loan limit above the cap on the field', async () => {
    const api = openSettingsPage();
    const instant = await sectionForm('Instant approval');
    await api.user.clear(input(instant, 'Cap (K)'));
    await api.user.type(input(instant, 'Cap (K)'), '1500');
    await api.user.click(saveButton(instant));
    await waitFor(() =>
      expect(described(input(instant, 'First-loan limit (K)'))).toContain(
        'The first-loan limit cannot be above the cap.',
      ),
    );
    expect(api.calls(SAVE_INSTANT)).toHaveLength(0);
  });

  it('saves the code lifetime and tries, and shows the failure message when saving fails', async () => {
    const api = openSettingsPage({ [SAVE_CODES]: fail(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.') });
    const codes = await sectionForm('Disbursement codes');
    await api.user.clear(input(codes, 'Code lifetime (minutes)'));
    await api.user.type(input(codes, 'Code lifetime (minutes)'), '3');
    await api.user.click(saveButton(codes));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(dialog.getByText('Code lifetime (minutes): 10 → 3. The next code sent uses it.')).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Try again shortly.');
    expect(lastBody(api, SAVE_CODES)).toEqual({ lifetimeMinutes: 3, maxAttempts: 5 });
    expect(input(codes, 'Code lifetime (minutes)').value).toBe('3');
  });

  it('shows a load failure with Try Again', async () => {
    const api = openSettingsPage({
      [GET_SETTINGS]: [fail(500, 'INTERNAL', 'Settings are unavailable.'), ok(D)],
    });
    expect((await screen.findByText('Settings are unavailable.')).closest('[role="alert"]')).toBeTruthy();
    await api.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await sectionForm('Fees')).toBeTruthy();
    expect(api.calls(GET_SETTINGS)).toHaveLength(2);
  });
});
