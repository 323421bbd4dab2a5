import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import { renderApp } from '../../../test/render-app';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';
import { stubFetch } from './testing/stub-fetch';

const routes = [
  { path: '/forgot-password', Component: ForgotPasswordPage },
  { path: '/reset-password/:token?', Component: ResetPasswordPage },
  { path: '/login', element: <h1>Login screen</h1> },
];

describe('Password recovery in Ichibemba (docs/product.md §22)', () => {
  it('asks for the address and confirms in Ichibemba, and speaks English again after', async () => {
    const user = userEvent.setup();
    stubFetch(500, '<html>Bad gateway</html>');
    await act(() => setLanguage('bem'));
    renderApp('/forgot-password', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mwalaba ishiwi lyenu ilya nkama?' }),
    ).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Mwalaba Ishiwi lya Nkama | Kwacha Loans'));
    expect(screen.getByRole('link', { name: 'Bweleleni ku Kwingila' }).getAttribute('href')).toBe('/login');
    await user.type(screen.getByLabelText('Adilesi ya Imeli'), 'mwila@example.com');
    await user.click(screen.getByRole('button', { name: 'Tumeni Ilinki' }));
    const dialog = screen.getByRole('dialog', { name: 'Tumeni ilinki ya kwalula ishiwi lya nkama?' });
    expect(dialog.textContent).toContain('Tukatuma ilinki ya kwalula ishiwi lya nkama ku mwila@example.com.');
    // The dialog's own buttons are the modal's (confirm last, whatever its language).
    await user.click(within(dialog).getAllByRole('button').at(-1) as HTMLElement);
    expect(
      await screen.findByText('Tatwapwilile ukutuma ilinki ya kwalula ishiwi lya nkama. Eshenipo na kabili.'),
    ).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy();
  });

  it('offers a new link, and names the new password fields, in Ichibemba', async () => {
    await act(() => setLanguage('bem'));
    renderApp('/reset-password/', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ilinki tailebomba' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Ilinki ya kwalula ishiwi lya nkama taikwete token yaiko.',
    );
    expect(screen.getByRole('link', { name: 'Lombeni Ilinki Ipya' })).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('Password reset token is missing from the URL.');
  });

  it('shows the reset form in Ichibemba', async () => {
    await act(() => setLanguage('bem'));
    renderApp('/reset-password/q3Vx0bq2Yw8k6mF1sT9uZr4nH7cJ5pLaE2dG8iKoWxy', routes);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Saleni ishiwi lya nkama ilipya' }),
    ).toBeTruthy();
    // The title is set after the page renders.
    await waitFor(() => expect(document.title).toBe('Alulenipo Ishiwi lya Nkama | Kwacha Loans'));
    expect(screen.getByLabelText('Ishiwi lya Nkama Ilipya', { selector: 'input' })).toBeTruthy();
    expect(
      screen.getByLabelText('Shininkisheni Ishiwi lya Nkama Ilipya', { selector: 'input' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Langeni ishiwi lya nkama ilipya' })).toBeTruthy();
    expect(screen.getByText('Ifilembo 6 nangu ukucilapo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alulenipo Ishiwi lya Nkama' })).toBeTruthy();
  });
});
