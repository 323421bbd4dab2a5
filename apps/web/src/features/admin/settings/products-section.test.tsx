import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages } from '../../../test/render-with-session';
import {
  ADMIN_PRODUCTS,
  GET_PRODUCTS,
  lastBody,
  openSettingsPage,
  refusedField,
} from './testing/settings-page';

beforeAll(() => preloadPages());

const personal = ADMIN_PRODUCTS[0] as (typeof ADMIN_PRODUCTS)[number];
const vehicle = ADMIN_PRODUCTS[2] as (typeof ADMIN_PRODUCTS)[number];
const table = async () => within(await screen.findByRole('table', { name: 'Loan products' }));
const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;
const dialogField = (dialog: ReturnType<typeof within>, label: string) =>
  dialog.getByLabelText(label) as HTMLInputElement;
const described = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the products section', () => {
  it('lists every product with its terms and whether it is offered', async () => {
    openSettingsPage();
    const rows = (await table()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(rows[0]?.textContent).toContain('Personal Loan');
    expect(rows[0]?.textContent).toContain('K10.00 – K50,000.00');
    expect(rows[0]?.textContent).toContain('1–12 months');
    expect(rows[0]?.textContent).toContain('2.5% a month');
    const offered = screen.getByRole('switch', { name: 'Personal Loan offered' });
    expect(offered.getAttribute('aria-checked')).toBe('true');
  });

  it('edits a product in a dialog and saves it after a confirmation of before → after', async () => {
    const saved = { ...personal, monthlyRatePercent: 3, maxAmount: 40000 };
    const api = openSettingsPage({ 'PUT /api/admin/products/personal': ok(saved, 'Product saved.') });
    await api.user.click(
      within(await rowOf('Personal Loan')).getByRole('button', { name: 'Edit Personal Loan' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Personal Loan' }));
    expect(document.activeElement).toBe(dialogField(dialog, 'Name'));
    expect(dialogField(dialog, 'Monthly rate (%)').value).toBe('2.5');
    await api.user.clear(dialogField(dialog, 'Monthly rate (%)'));
    await api.user.type(dialogField(dialog, 'Monthly rate (%)'), '3');
    await api.user.clear(dialogField(dialog, 'Maximum amount (K)'));
    await api.user.type(dialogField(dialog, 'Maximum amount (K)'), '40000');
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));

    const confirm = within(await screen.findByRole('dialog', { name: 'Save Personal Loan?' }));
    expect(
      confirm.getByText(
        /^Maximum amount: K50,000\.00 → K40,000\.00\. Monthly rate: 2\.5% → 3%\. New quotes and applications use it at once/,
      ),
    ).toBeTruthy();
    await api.user.click(confirm.getByRole('button', { name: 'Save' }));
    await screen.findByText('Product saved.');
    expect(lastBody(api, 'PUT /api/admin/products/personal')).toEqual({
      name: 'Personal Loan',
      description: personal.description,
      minAmount: 10,
      maxAmount: 40000,
      minMonths: 1,
      maxMonths: 12,
      monthlyRatePercent: 3,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Personal Loan' })).toBeNull());
    expect((await rowOf('Personal Loan')).textContent).toContain('3% a month');
  });

  it('checks the dialog with the shared rules and closes on Escape without saving', async () => {
    const api = openSettingsPage();
    await api.user.click(
      within(await rowOf('Personal Loan')).getByRole('button', { name: 'Edit Personal Loan' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Personal Loan' }));
    await api.user.clear(dialogField(dialog, 'Minimum amount (K)'));
    await api.user.type(dialogField(dialog, 'Minimum amount (K)'), '5');
    await api.user.clear(dialogField(dialog, 'Longest term (months)'));
    await api.user.type(dialogField(dialog, 'Longest term (months)'), '13');
    await api.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(described(dialogField(dialog, 'Minimum amount (K)'))).toContain(
        'Please enter an amount from K10 to K50,000.',
      ),
    );
    expect(described(dialogField(dialog, 'Longest term (months)'))).toContain(
      'Please enter a whole number of months from 1 to 12.',
    );
    expect(document.activeElement).toBe(dialogField(dialog, 'Minimum amount (K)'));
    await api.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('PUT /api/admin/products/personal')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Personal Loan' }));
  });

  it('stops offering a product after a confirmation', async () => {
    const api = openSettingsPage({ 'PUT /api/admin/products/vehicle': ok({ ...vehicle, active: false }) });
    await api.user.click(await screen.findByRole('switch', { name: 'Vehicle Loan offered' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Stop offering Vehicle Loan?' }));
    expect(
      confirm.getByText(/^Offered: yes → no\. New quotes and applications can no longer use/),
    ).toBeTruthy();
    await api.user.click(confirm.getByRole('button', { name: 'Stop offering' }));
    await screen.findByText('Product saved.');
    expect(lastBody(api, 'PUT /api/admin/products/vehicle')).toMatchObject({
      name: 'Vehicle Loan',
      active: false,
    });
    const off = screen.getByRole('switch', { name: 'Vehicle Loan offered' });
    await waitFor(() => expect(off.getAttribute('aria-checked')).toBe('false'));
  });

  it('says why the server refused to stop offering the last product', async () => {
    const message = 'At least one product must stay active.';
    const api = openSettingsPage({ 'PUT /api/admin/products/personal': refusedField('active', message) });
    await api.user.click(await screen.findByRole('switch', { name: 'Personal Loan offered' }));
    await api.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop offering' }),
    );
    await screen.findByText(message);
    expect(screen.getByRole('switch', { name: 'Personal Loan offered' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('adds a product, and shows a name already in use beside the name', async () => {
    const solar = {
      id: 'solar-loan',
      name: 'Solar Loan',
      description: 'Panels and batteries.',
      minAmount: 500,
      maxAmount: 20000,
      minMonths: 3,
      maxMonths: 12,
      monthlyRatePercent: 2.75,
      active: true,
    };
    const taken = 'A product called Solar Loan already exists.';
    const api = openSettingsPage({
      'POST /api/admin/products': [
        refusedField('name', taken),
        {
          status: 201,
          body: { success: true, message: 'Product added.', msg: 'Product added.', data: solar },
        },
      ],
    });
    await api.user.click(await screen.findByRole('button', { name: 'Add a product' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add a product' }));
    const fill = async (label: string, text: string) => api.user.type(dialogField(dialog, label), text);
    await fill('Name', 'Solar Loan');
    await fill('Description', 'Panels and batteries.');
    await fill('Minimum amount (K)', '500');
    await fill('Maximum amount (K)', '20000');
    await fill('Shortest term (months)', '3');
    await fill('Longest term (months)', '12');
    await fill('Monthly rate (%)', '2.75');
    await api.user.click(dialog.getByRole('button', { name: 'Add product' }));
    let confirm = within(await screen.findByRole('dialog', { name: 'Add this product?' }));
    expect(confirm.getByText(/^Name: Solar Loan\. .*Monthly rate: 2\.75%\. Offered: yes\./)).toBeTruthy();
    await api.user.click(confirm.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(described(dialogField(dialog, 'Name'))).toContain(taken));

    await api.user.click(dialog.getByRole('button', { name: 'Add product' }));
    confirm = within(await screen.findByRole('dialog', { name: 'Add this product?' }));
    await api.user.click(confirm.getByRole('button', { name: 'Add' }));
    await screen.findByText('Product added.');
    const { id: _id, ...sent } = solar;
    expect(lastBody(api, 'POST /api/admin/products')).toEqual(sent);
    expect(await rowOf('Solar Loan')).toBeTruthy();
  });

  it('shows a failure to load the products with Try Again', async () => {
    const api = openSettingsPage({
      [GET_PRODUCTS]: [fail(500, 'INTERNAL', 'Products are unavailable.'), ok(ADMIN_PRODUCTS)],
    });
    expect(await screen.findByText('Products are unavailable.')).toBeTruthy();
    await api.user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await rowOf('Business Loan')).toBeTruthy();
  });
});
