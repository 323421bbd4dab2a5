import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok, TEST_TOKEN } from '../../test/fake-api';
import { Footer } from './footer';

function renderFooter() {
  const router = createMemoryRouter([{ path: '/', Component: Footer }]);
  return render(<RouterProvider router={router} />);
}

describe('Language switcher (docs/product.md §22)', () => {
  it('offers each language in its own name and switches the footer to it, kept on this device', async () => {
    const api = fakeApi({});
    renderFooter();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Ichibemba', 'Chinyanja']);
    expect(screen.getByRole('link', { name: 'About Us' })).toBeTruthy();

    await userEvent.selectOptions(select, 'bem');
    expect(await screen.findByRole('link', { name: 'Pali Ifwe' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ululimi' })).toHaveProperty('value', 'bem');
    expect(document.documentElement.lang).toBe('bem');
    expect(localStorage.getItem('language')).toBe('bem');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ululimi' }), 'ny');
    expect(await screen.findByRole('link', { name: 'Za Ife' })).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Chilankhulo' }), 'en');
    expect(await screen.findByRole('link', { name: 'About Us' })).toBeTruthy();
    expect(screen.getByText('Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    // Signed out: nothing is sent to the server.
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a signed-in person’s choice on their account', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    const api = fakeApi({ 'PATCH /api/me/language': ok({ language: 'ny' }, 'Language saved.') });
    renderFooter();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ny');
    await waitFor(() => expect(api.calls('PATCH /api/me/language')).toHaveLength(1));
    expect(JSON.parse(String(api.calls('PATCH /api/me/language')[0]?.body))).toEqual({ language: 'ny' });
    expect(await screen.findByRole('link', { name: 'Za Ife' })).toBeTruthy();
  });

  it('says so when the choice could not be saved to the account, and keeps it on this device', async () => {
    localStorage.setItem('token', TEST_TOKEN);
    fakeApi({ 'PATCH /api/me/language': fail(500, 'INTERNAL', 'Something went wrong.') });
    renderFooter();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'bem');
    expect(
      await screen.findByText('Ululimi lwaluka pa foni iyi, lelo tatwalusungile pa akaunti yenu.'),
    ).toBeTruthy();
    expect(localStorage.getItem('language')).toBe('bem');
  });
});
