import { DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { heldResponse, ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import { lastBody, openSettingsPage, refusedField, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const D = DEFAULT_APP_SETTINGS;
const SAVE_BUCKETS = 'PUT /api/admin/settings/delinquency-buckets';
const TITLE = 'Delinquency buckets';
const DEFAULT_PREVIEW = 'Buckets: 1–30 days, 31–60 days, 61–90 days, 91–180 days, Over 180 days.';

type Form = ReturnType<typeof within>;
const bound = (form: Form, n: number) => form.getByLabelText(`Bucket ${n} ends on day`) as HTMLInputElement;
const boundValues = (form: Form) =>
  form.getAllByLabelText(/^Bucket \d ends on day$/).map((el: HTMLElement) => (el as HTMLInputElement).value);
const button = (form: Form, name: string) => form.getByRole('button', { name }) as HTMLButtonElement;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('SettingsPage: delinquency buckets (docs/product.md §13.4)', () => {
  it('shows the boundaries in force and the buckets they make, Save disabled until a change', async () => {
    openSettingsPage();
    const form = await sectionForm(TITLE);
    expect(boundValues(form)).toEqual(['30', '60', '90', '180']);
    expect(form.getByText(DEFAULT_PREVIEW)).toBeTruthy();
    expect(button(form, 'Save').disabled).toBe(true);
    expect(screen.getByText(/the late fee's grace days do not delay it/)).toBeTruthy();
  });

  it('changes, adds a boundary and saves after a confirmation showing before → after', async () => {
    const next = { upperBounds: [30, 45, 90, 180, 365] };
    const api = openSettingsPage({
      [SAVE_BUCKETS]: ok({ ...D, delinquencyBuckets: next }, 'Settings saved.'),
    });
    const form = await sectionForm(TITLE);
    await api.user.clear(bound(form, 2));
    await api.user.type(bound(form, 2), '45');
    await api.user.click(button(form, 'Add a boundary'));
    await api.user.type(bound(form, 5), '365');
    expect(
      form.getByText('Buckets: 1–30 days, 31–45 days, 46–90 days, 91–180 days, 181–365 days, Over 365 days.'),
    ).toBeTruthy();
    await api.user.click(button(form, 'Save'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText(
        'Buckets: 1–30 days, 31–60 days, 61–90 days, 91–180 days, Over 180 days → 1–30 days, 31–45 days, ' +
          '46–90 days, 91–180 days, 181–365 days, Over 365 days. The next daily run puts every loan past due ' +
          'in its new bucket.',
      ),
    ).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE_BUCKETS)).toEqual(next);
    await waitFor(() => expect(button(form, 'Save').disabled).toBe(true));
    expect(boundValues(form)).toEqual(['30', '45', '90', '180', '365']);
  });

  it('refuses a boundary out of order beside its input, with the shared message, and sends nothing', async () => {
    const api = openSettingsPage();
    const form = await sectionForm(TITLE);
    await api.user.clear(bound(form, 3));
    await api.user.type(bound(form, 3), '50');
    expect(form.getByText(/From 2 to 8 boundaries/)).toBeTruthy();
    await api.user.click(button(form, 'Save'));
    await waitFor(() =>
      expect(described(bound(form, 3))).toContain('Each boundary must be more days than the one before it.'),
    );
    expect(document.activeElement).toBe(bound(form, 3));

    await api.user.clear(bound(form, 1));
    await api.user.type(bound(form, 1), 'ten');
    await api.user.click(button(form, 'Save'));
    await waitFor(() =>
      expect(described(bound(form, 1))).toContain('Please enter a whole number of days from 1 to 3650.'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls(SAVE_BUCKETS)).toHaveLength(0);
  });

  it('keeps from 2 to 8 boundaries: Remove stops at 2, Add at 8', async () => {
    const api = openSettingsPage();
    const form = await sectionForm(TITLE);
    await api.user.click(button(form, 'Remove bucket 2'));
    expect(boundValues(form)).toEqual(['30', '90', '180']);
    await api.user.click(button(form, 'Remove bucket 3'));
    expect(boundValues(form)).toEqual(['30', '90']);
    expect(button(form, 'Remove bucket 1').disabled).toBe(true);
    expect(button(form, 'Remove bucket 2').disabled).toBe(true);
    for (let i = 0; i < 6; i += 1) await api.user.click(button(form, 'Add a boundary'));
    expect(boundValues(form)).toHaveLength(8);
    expect(button(form, 'Add a boundary').disabled).toBe(true);
  });

  it("puts the server's refusal beside its input, and locks the form while saving", async () => {
    const held = heldResponse();
    const api = openSettingsPage({ [SAVE_BUCKETS]: held.handler });
    const form = await sectionForm(TITLE);
    await api.user.clear(bound(form, 4));
    await api.user.type(bound(form, 4), '200');
    await api.user.click(button(form, 'Save'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bound(form, 4).disabled).toBe(true));
    expect(button(form, 'Saving…').disabled).toBe(true);
    const message = 'Please enter a whole number of days from 1 to 3650.';
    await held.answer(refusedResponse('upperBounds.3', message));
    await waitFor(() => expect(described(bound(form, 4))).toContain(message));
    expect(bound(form, 4).value).toBe('200');
  });
});

function refusedResponse(field: string, message: string): Response {
  const reply = refusedField(field, message) as { status: number; body: unknown };
  return Response.json(reply.body, { status: reply.status });
}
