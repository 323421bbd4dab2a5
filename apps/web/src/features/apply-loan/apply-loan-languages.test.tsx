import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n/language-store';
import { ok } from '../../test/fake-api';
import { preloadPages } from '../../test/render-with-session';
import { description, field, fillValidApplication, openApplyPage } from './testing/apply-page';

beforeAll(() => preloadPages());

const SUBMITTED = 'Your loan application has been submitted. We will review it shortly.';

describe('ApplyLoanPage in Ichibemba (docs/product.md §22)', () => {
  it('speaks Ichibemba once chosen, and English again after', async () => {
    await act(() => setLanguage('bem'));
    const { user } = openApplyPage('/apply-loan?product=personal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lombeni Ingongole' })).toBeTruthy();
    // A seeded product's name in Bemba (lib/loans/product-texts.messages.ts).
    const personal = await screen.findByRole('radio', { name: 'Ingongole ya Fyenu' });
    expect(description(personal)).toBe('K10 – K50,000, imyeshi 1–12, ukutendekela pa 2.5% pa mweshi');
    expect(description(field('Indalama (K)'))).toBe('Ukufuma pa K10.00 ukufika pa K50,000.00');
    expect(description(field('Imyeshi ya kubwesha'))).toBe('Ukufuma ku myeshi 1 ukufika ku 12');
    await user.type(field('Indalama (K)'), '1000');
    await user.type(field('Imyeshi ya kubwesha'), '3');
    const quote = screen.getByRole('region', { name: 'Ukupenda Kwenu' });
    // 5% of K1,000 = K50.00, as in English.
    expect(within(quote).getByText('Icilipilwa ca mulimo (5%)').nextElementSibling?.textContent).toBe(
      'K50.00',
    );
    expect(field('Nabelenga kabili naumfwikisha ifishinka ifikalamba')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tumeni Ipepo' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Apply for a Loan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeTruthy();
    expect(description(field('Duration (months)'))).toBe('From 1 to 12 months');
  });

  it("says the server's English success in Ichibemba", async () => {
    const { user, router } = openApplyPage('/apply-loan', {
      'POST /api/loan-applications/apply': ok({}, SUBMITTED),
    });
    await fillValidApplication(user);
    await act(() => setLanguage('bem'));
    await user.click(screen.getByRole('button', { name: 'Tumeni Ipepo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-loans'));
    expect(await screen.findByText('Ipepo lyatumwa')).toBeTruthy();
    expect(screen.getByText('Ipepo lyenu ilya ngongole lyatumwa. Tukalilolekesha nomba line.')).toBeTruthy();
  });
});
