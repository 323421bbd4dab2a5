import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { createActiveLoan, createLoan } from '../../test/builders/loans';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';

beforeAll(() => preloadPages());

const loans = [
  createActiveLoan({ id: 'ccc-333', amount: 1500.5, purpose: 'School fees', duration: 6 }),
  ...Array.from({ length: 6 }, (_, i) =>
    createLoan({ id: `pend-${i}`, amount: 100 + i, purpose: 'Shop stock', status: 'pending' }),
  ),
];

describe('MyLoansPage in Ichibemba (docs/product.md §22)', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says the filters, their chips, the counts, the cards and the pages in Ichibemba', async () => {
    const user = userEvent.setup();
    await act(() => setLanguage('bem'));
    signedInAs(createUser(), { 'GET /api/loan-applications/my-loans': ok(loans) });
    renderWithSession('/my-loans');

    const filters = await screen.findByRole('form', { name: 'Fwayeni no kusala ingongole' });
    const status = within(filters).getByRole('combobox', { name: 'Ifyo Ilili' }) as HTMLSelectElement;
    expect([...status.options].map((option) => option.textContent)).toEqual([
      'Shonse',
      'Ilelolela',
      'Yasuminishiwa',
      'Ilebomba',
      'Yalipilwa',
      'Yachelwa',
    ]);
    expect(screen.getByText('Tulelanga 6 pali ingongole 7')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Amapeji' }).textContent).toContain('Ipeji 1 pali 2');

    const card = screen.getByRole('article', { name: 'K1,500.50' });
    const row = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Umusango wa Ngongole')?.textContent).toBe('Ingongole ya Fyenu');
    expect(row('Inshita')?.textContent).toBe('imyeshi 6');
    expect(within(card).getByRole('link', { name: 'Moneni Ifya Ngongole' })).toBeTruthy();

    await user.selectOptions(status, 'active');
    expect(screen.getByRole('button', { name: 'Fumyeni Ifyo ilili: Ilebomba' })).toBeTruthy();
    expect(screen.getByText('Tulelanga 1 pali ingongole 1 (ukufuma pali 7 shonse)')).toBeTruthy();
    // The search finds a status by the words the reader sees.
    await user.click(screen.getByRole('button', { name: 'Fumyeni fyonse' }));
    await user.type(within(filters).getByRole('searchbox', { name: 'Fwayeni ingongole' }), 'ilebomba');
    expect(await screen.findByText('Tulelanga 1 pali ingongole 1 (ukufuma pali 7 shonse)')).toBeTruthy();

    // In English the Bemba word matches nothing any more.
    await act(() => setLanguage('en'));
    expect(screen.getByText('Showing 0 of 0 loans (filtered from 7 total)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Search: ilebomba' })).toBeTruthy();
  });
});
