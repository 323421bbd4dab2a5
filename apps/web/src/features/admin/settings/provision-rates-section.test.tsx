import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import { lastBody, openSettingsPage, refusedField, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const D = DEFAULT_APP_SETTINGS;
const SAVE_RATES = 'PUT /api/admin/settings/provision-rates';
const TITLE = 'Loan-loss provisions';
const LABELS = [
  'Not past due (%)',
  '1–30 days (%)',
  '31–60 days (%)',
  '61–90 days (%)',
  '91–180 days (%)',
  'Over 180 days (%)',
];

type Form = ReturnType<typeof within>;
const rate = (form: Form, label: string) => form.getByLabelText(label) as HTMLInputElement;
const rateValues = (form: Form) => LABELS.map((label) => rate(form, label).value);
const save = (form: Form) => form.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('SettingsPage: loan-loss provision rates (docs/decisions/050)', () => {
  it('shows one rate per bucket in force, labelled by the bucket, Save disabled until a change', async () => {
    openSettingsPage();
    const form = await sectionForm(TITLE);
    expect(rateValues(form)).toEqual(['1', '5', '25', '25', '50', '100']);
    expect(save(form).disabled).toBe(true);
    expect(screen.getByText(/Have your auditors confirm them/)).toBeTruthy();
  });

  it('saves after a confirmation showing before → after', async () => {
    const next = { currentPercent: 1.5, bucketPercents: [5, 25, 40, 50, 100] };
    const api = openSettingsPage({ [SAVE_RATES]: ok({ ...D, provisionRates: next }, 'Settings saved.') });
    const form = await sectionForm(TITLE);
    await api.user.clear(rate(form, 'Not past due (%)'));
    await api.user.type(rate(form, 'Not past due (%)'), '1.5');
    await api.user.clear(rate(form, '61–90 days (%)'));
    await api.user.type(rate(form, '61–90 days (%)'), '40');
    await api.user.click(save(form));

    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText(
        "Not past due: 1% → 1.5%. 61–90 days: 25% → 40%. The next month-end's provisions use them.",
      ),
    ).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE_RATES)).toEqual(next);
    await waitFor(() => expect(save(form).disabled).toBe(true));
    expect(rateValues(form)).toEqual(['1.5', '5', '25', '40', '50', '100']);
  });

  it('refuses a rate below the one before it beside its input, and sends nothing', async () => {
    const api = openSettingsPage();
    const form = await sectionForm(TITLE);
    await api.user.clear(rate(form, '31–60 days (%)'));
    await api.user.type(rate(form, '31–60 days (%)'), '3');
    await api.user.click(save(form));
    await waitFor(() =>
      expect(described(rate(form, '31–60 days (%)'))).toContain(
        "Each bucket's rate must be at least the rate before it.",
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(SAVE_RATES)).toHaveLength(0);
  });

  it("shows the server's refusal of the whole list", async () => {
    const message = 'Please enter one rate for each of the 5 delinquency buckets.';
    const api = openSettingsPage({ [SAVE_RATES]: refusedField('bucketPercents', message) });
    const form = await sectionForm(TITLE);
    await api.user.clear(rate(form, 'Over 180 days (%)'));
    await api.user.type(rate(form, 'Over 180 days (%)'), '90');
    await api.user.click(save(form));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('has one rate per bucket when the buckets in force change', async () => {
    openSettingsPage({
      'GET /api/admin/settings': ok({
        ...D,
        delinquencyBuckets: { upperBounds: [30, 90] },
        provisionRates: { currentPercent: 1, bucketPercents: [5, 25, 100] },
      }),
    });
    const form = await sectionForm(TITLE);
    // Not past due, 1–30, 31–90 and over 90 days.
    expect(form.getAllByLabelText(/\(%\)$/)).toHaveLength(4);
    expect(rate(form, '31–90 days (%)').value).toBe('25');
    expect(rate(form, 'Over 90 days (%)').value).toBe('100');
  });
});
