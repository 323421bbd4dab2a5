import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createPayment } from '../../test/builders/payments';
import { ok } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { created, PAY, PAYMENTS, paymentPage } from './testing/payment-page';

beforeAll(() => preloadPages());

describe('MakePaymentPage in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, and English again after', async () => {
    await act(() => setLanguage('bem'));
    paymentPage();
    renderWithSession('/make-payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lipileni' })).toBeTruthy();
    await screen.findByRole('form', { name: 'Ukulipila ingongole' });
    const loan = screen.getByRole('combobox', { name: 'Ingongole' }) as HTMLSelectElement;
    expect(loan.options[0]?.textContent).toBe('c0ffee00 — Ifyashalapo K1,200.50 — Ingongole ya Fyenu');
    expect(screen.getByText('Ifyashalapo: K1,200.50')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Inambala ya foni' }), '0977123456');
    expect(await screen.findByText('Inambala ni ya Airtel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lipileni Nomba' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeTruthy();
    expect(screen.getByText('Detected network: Airtel')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  });

  it('says that the request went out in Ichibemba', async () => {
    await act(() => setLanguage('bem'));
    paymentPage(undefined, { [PAY]: created(createPayment()), [PAYMENTS]: ok([createPayment()]) });
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Ukulipila ingongole' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Inambala ya foni' }), '0977123456');
    await screen.findByText('Inambala ni ya Airtel');
    await user.click(screen.getByRole('button', { name: 'Lipileni Nomba' }));
    expect(await screen.findByRole('heading', { name: 'Ipepo lya Kulipila Lyatumwa!' })).toBeTruthy();
    expect(screen.getByText('Ubulipilo bwatendeka bwino!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lipileni na Kabili' })).toBeTruthy();
  });

  it('says what is wrong with a field in Ichibemba (the shared rules, decision 030)', async () => {
    await act(() => setLanguage('bem'));
    paymentPage();
    renderWithSession('/make-payment');
    await screen.findByRole('form', { name: 'Ukulipila ingongole' });
    const user = userEvent.setup();
    const phone = screen.getByRole('textbox', { name: 'Inambala ya foni' });
    await user.type(phone, '12345');
    await user.tab();
    expect(
      await screen.findByText(
        'Napapata lembeni inambala ya foni iyalungama iya mu Zambia (nga 0977123456 nangu +260977123456)',
      ),
    ).toBeTruthy();
    await act(() => setLanguage('en'));
    expect(
      screen.getByText('Please enter a valid Zambian phone number (e.g., 0977123456 or +260977123456)'),
    ).toBeTruthy();
  });
});
