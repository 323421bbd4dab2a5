import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStatistics } from '../../../test/builders/statistics';
import { type FakeReply, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { FIX_PERIOD_MESSAGE } from './statistics-page';
import {
  GET_STATISTICS,
  lastStatisticsQuery,
  STATISTICS_PAGE,
  showStatistics,
} from './testing/statistics-page';

beforeAll(() => preloadPages());

const loaded = () => screen.findByRole('heading', { level: 2, name: /Portfolio/ });
const periodSelect = () => screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
const productSelect = () => screen.getByRole('combobox', { name: 'Product' }) as HTMLSelectElement;

/** A 400 as the API answers a period it refuses. */
const refused = (field: string, message: string): FakeReply => ({
  status: 400,
  body: {
    success: false,
    message: 'Validation failed',
    msg: 'Validation failed',
    error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ field, message }] },
  },
});

describe('StatisticsPage period and product', () => {
  it('puts the chosen period in the URL and the request, and the back button returns to the last one', async () => {
    const user = userEvent.setup();
    const api = showStatistics();
    const { router } = renderWithSession(STATISTICS_PAGE);
    await loaded();
    expect(periodSelect().value).toBe('month');
    expect([...periodSelect().options].map((o) => o.text)).toEqual([
      'This month',
      'Last 3 months',
      'Last 6 months',
      'Last 12 months',
      'Custom',
    ]);

    await user.selectOptions(periodSelect(), '6m');
    expect(router.state.location.search).toBe('?period=6m');
    await waitFor(() => expect(lastStatisticsQuery(api)).toEqual({ period: '6m' }));

    await user.selectOptions(periodSelect(), '12m');
    await waitFor(() => expect(lastStatisticsQuery(api)).toEqual({ period: '12m' }));
    await router.navigate(-1);
    await waitFor(() => expect(periodSelect().value).toBe('6m'));
    expect(router.state.location.search).toBe('?period=6m');
  });

  it('filters by product from the list of products, kept in the URL', async () => {
    const user = userEvent.setup();
    const api = showStatistics();
    const { router } = renderWithSession(`${STATISTICS_PAGE}?period=3m`);
    await loaded();
    await waitFor(() => expect(productSelect().options).toHaveLength(7));
    expect(productSelect().options[0]?.text).toBe('All products');
    await user.selectOptions(productSelect(), 'Business Loan');
    expect(router.state.location.search).toBe('?period=3m&product=business');
    await waitFor(() => expect(lastStatisticsQuery(api)).toEqual({ period: '3m', product: 'business' }));
    await user.selectOptions(productSelect(), 'All products');
    expect(router.state.location.search).toBe('?period=3m');
  });

  it('applies a custom period, starting from the days on screen', async () => {
    const user = userEvent.setup();
    const api = showStatistics();
    const { router } = renderWithSession(STATISTICS_PAGE);
    await loaded();
    await user.selectOptions(periodSelect(), 'custom');
    // Nothing changes until the days are applied.
    expect(router.state.location.search).toBe('');
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect([from.value, to.value]).toEqual(['2026-09-01', '2026-11-25']);

    fireEvent.change(from, { target: { value: '2026-10-15' } });
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?period=custom&from=2026-10-15&to=2026-11-20');
    await waitFor(() =>
      expect(lastStatisticsQuery(api)).toEqual({ period: 'custom', from: '2026-10-15', to: '2026-11-20' }),
    );
    expect(periodSelect().value).toBe('custom');
  });

  it('refuses a custom period without a first day in the API’s words, before asking it', async () => {
    const user = userEvent.setup();
    const api = showStatistics();
    renderWithSession(STATISTICS_PAGE);
    await loaded();
    await user.selectOptions(periodSelect(), 'custom');
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Choose the first day of the period.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(from);
    expect(api.calls(GET_STATISTICS)).toHaveLength(1);
  });

  it('shows the server’s message under the field of a refused custom period', async () => {
    const api = showStatistics(refused('to', 'The period cannot end after today.'));
    renderWithSession(`${STATISTICS_PAGE}?period=custom&from=2026-11-01&to=2026-12-31`);
    expect(await screen.findByText('The period cannot end after today.')).toBeTruthy();
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(to.value).toBe('2026-12-31');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(FIX_PERIOD_MESSAGE)).toBeTruthy();
    expect(lastStatisticsQuery(api)).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-12-31' });

    // Changing the day clears the server's message about it.
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    expect(screen.queryByText('The period cannot end after today.')).toBeNull();
  });

  it('reads a bookmarked view from the URL', async () => {
    const api = showStatistics(ok(createStatistics({ product: 'personal' })));
    renderWithSession(`${STATISTICS_PAGE}?period=custom&from=2026-10-15&to=2026-11-20&product=personal`);
    await loaded();
    expect(lastStatisticsQuery(api)).toEqual({
      period: 'custom',
      from: '2026-10-15',
      to: '2026-11-20',
      product: 'personal',
    });
    expect(periodSelect().value).toBe('custom');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-15');
    await waitFor(() => expect(productSelect().selectedOptions[0]?.text).toBe('Personal Loan'));
  });
});
