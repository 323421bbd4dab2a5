import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createPayment } from '../../test/builders/payments';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const PAYMENTS = 'GET /api/payments';
const failed = createPayment({
  status: 'failed',
  amount: 100,
  failureReason: 'Declined by the payer.',
  operator: 'mtn',
  phoneNumber: '260961230001',
  reference: 'KWL-PAY-0003',
});

describe('Payment history in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, and English again after', async () => {
    await act(() => setLanguage('bem'));
    signedInAs(createUser(), { [PAYMENTS]: ok([failed]) });
    renderWithSession('/payment-history');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ifyo Mwalipila' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Ubulipilo bwenu, ubupya pa ntanshi' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Ubushiku',
      'Ingongole',
      'Indalama',
      'Ukufuma ku',
      'Ifyo bwaba',
      'Inambala ya bulipilo',
      'Umulandu',
      'Irisiti',
    ]);
    // Why it failed in Bemba; the operator's own words after it, as the server recorded them.
    expect(within(table).getByText('Ubulipilo bwakaanwa pa foni.')).toBeTruthy();
    expect(within(table).getByText('Declined by the payer.').parentElement?.textContent).toBe(
      'Kampani yalandile: Declined by the payer.',
    );
    expect(within(table).getByText('Tabwapitile')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Ubulipilo bwa K100.00: Tabwapitile' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Payment History' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Your payments, newest first' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Failed payment of K100.00' })).toBeTruthy();
  });

  it('has its empty state in Chinyanja', async () => {
    await act(() => setLanguage('ny'));
    signedInAs(createUser(), { [PAYMENTS]: ok([]) });
    renderWithSession('/payment-history');
    const empty = (await screen.findByText('Simunalipirepo kalikonse.')).parentElement as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Lipirani' }).getAttribute('href')).toBe('/make-payment');
  });
});
