import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n/language-store';
import { renderApp } from '../../../test/render-app';
import { LandingPage } from './landing-page';

const routes = [{ path: '/', Component: LandingPage }];

// docs/product.md §22: the whole landing page in the reader's language, calculator messages included.
describe('LandingPage in Ichibemba and Chinyanja', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('shows the steps, the calculator, its messages and its note in Ichibemba, and English again after', async () => {
    await act(() => setLanguage('bem'));
    renderApp('/', routes);
    expect(await screen.findByRole('heading', { level: 3, name: 'Ukulomba Kwayanguka' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Ukupeela Indalama Bwangu' })).toBeTruthy();
    expect(
      screen.getByText(/Uku kupenda fye: kubomfya indalama ishilundwa ishipusene ishya 15% pa mwaka/),
    ).toBeTruthy();
    const user = userEvent.setup();
    const amount = screen.getByLabelText(/\(K\)/);
    await user.clear(amount);
    await user.type(amount, '5');
    expect(await screen.findByText('Ingongole iinono ni K10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lombeni Iyi Ngongole' })).toBeTruthy();

    await act(() => setLanguage('en'));
    expect(screen.getByText('Minimum loan amount is K10')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Easy Application' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply for This Loan' })).toBeTruthy();
  });

  it('describes the page to search engines in Chinyanja', async () => {
    await act(() => setLanguage('ny'));
    renderApp('/', routes);
    await screen.findByRole('heading', { level: 3, name: 'Kupempha Kosavuta' });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toContain(
      'Bwerekani K10 mpaka K50,000',
    );
  });
});
