import { CONTACT_HOURS_ORDER_MESSAGE, DEFAULT_APP_SETTINGS } from '@kwacha/shared/staff/settings';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import { lastBody, openSettingsPage, refusedField, sectionForm } from './testing/settings-page';

beforeAll(() => preloadPages());

const D = DEFAULT_APP_SETTINGS;
const SAVE_RULES = 'PUT /api/admin/settings/collection-rules';
const TITLE = 'Fair collection';

type Form = ReturnType<typeof within>;
const input = (form: Form, label: string) => form.getByLabelText(label) as HTMLInputElement;
const save = (form: Form) => form.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('SettingsPage: fair collection (docs/product.md §23.3)', () => {
  it('shows the rules in force, Save disabled until a change', async () => {
    openSettingsPage();
    const form = await sectionForm(TITLE);
    expect(input(form, 'Contacts from (hour)').value).toBe('8');
    expect(input(form, 'Contacts until (hour)').value).toBe('18');
    expect(input(form, 'Most contacts a day').value).toBe('3');
    expect(input(form, 'Promise within (days)').value).toBe('30');
    expect(form.getByRole('switch', { name: 'Contacts on Sundays' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(save(form).disabled).toBe(true);
  });

  it('saves after a confirmation that shows before → after', async () => {
    const next = { ...D.collectionRules, toHour: 17, sundays: true, maxContactsPerDay: 2 };
    const api = openSettingsPage({ [SAVE_RULES]: ok({ ...D, collectionRules: next }, 'Settings saved.') });
    const form = await sectionForm(TITLE);
    await api.user.clear(input(form, 'Contacts until (hour)'));
    await api.user.type(input(form, 'Contacts until (hour)'), '17');
    await api.user.click(form.getByRole('switch', { name: 'Contacts on Sundays' }));
    await api.user.clear(input(form, 'Most contacts a day'));
    await api.user.type(input(form, 'Most contacts a day'), '2');
    await api.user.click(save(form));

    const dialog = within(await screen.findByRole('dialog', { name: 'Save settings?' }));
    expect(
      dialog.getByText(
        'Contact hours: 08:00–18:00 → 08:00–17:00. Sundays: not allowed → allowed. Contacts a day: 3 → 2. ' +
          'Collectors are held to the new rules from now on.',
      ),
    ).toBeTruthy();
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await screen.findByText('Settings saved.');
    expect(lastBody(api, SAVE_RULES)).toEqual(next);
    await waitFor(() => expect(save(form).disabled).toBe(true));
  });

  it('refuses hours out of order beside the field, and places the server refusal too', async () => {
    const api = openSettingsPage({
      [SAVE_RULES]: refusedField('promiseMaxDays', 'Please enter from 1 to 90 days for a promise to pay.'),
    });
    const form = await sectionForm(TITLE);
    await api.user.clear(input(form, 'Contacts until (hour)'));
    await api.user.type(input(form, 'Contacts until (hour)'), '7');
    await api.user.click(save(form));
    expect(await form.findByText(CONTACT_HOURS_ORDER_MESSAGE)).toBeTruthy();
    expect(api.calls(SAVE_RULES)).toHaveLength(0);

    await api.user.clear(input(form, 'Contacts until (hour)'));
    await api.user.type(input(form, 'Contacts until (hour)'), '18');
    await api.user.clear(input(form, 'Promise within (days)'));
    await api.user.type(input(form, 'Promise within (days)'), '45');
    await api.user.click(save(form));
    await api.user.click(
      within(await screen.findByRole('dialog', { name: 'Save settings?' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(await form.findByText('Please enter from 1 to 90 days for a promise to pay.')).toBeTruthy();
  });
});
