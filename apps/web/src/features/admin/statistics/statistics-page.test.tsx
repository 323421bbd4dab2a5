import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmptyStatistics, createStatistics } from '../../../test/builders/statistics';
import { envelope, fail, heldResponse, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  GET_STATISTICS,
  lastStatisticsQuery,
  STATISTICS_PAGE,
  showStatistics,
} from './testing/statistics-page';

beforeAll(() => preloadPages());

const heading = () => screen.findByRole('heading', { level: 2, name: /Portfolio/ });
const tile = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return within(term.parentElement as HTMLElement);
};
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('StatisticsPage', () => {
  it('shows skeletons of the final layout, then every figure formatted', async () => {
    const held = heldResponse();
    const api = showStatistics(held.handler);
    renderWithSession(STATISTICS_PAGE);
    expect(await screen.findByText('Loading the figures…')).toBeTruthy();
    expect(screen.getByRole('status', { busy: true })).toBeTruthy();
    await held.answer(envelope(createStatistics()));

    await heading();
    expect(document.title).toBe('Reports & Statistics | Kwacha Loans');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports & Statistics' })).toBeTruthy();
    // 08:30 UTC is 10:30 in Lusaka.
    expect(screen.getByText(/Figures as of/).textContent).toBe(
      'Figures as of 25 November 2026, 10:30 (Lusaka time)',
    );
    expect(screen.getByText('Showing 1 Sept 2026 – 25 Nov 2026')).toBeTruthy();
    expect(lastStatisticsQuery(api)).toEqual({ period: 'month' });

    expect(tile('Active loans').getByText('42')).toBeTruthy();
    expect(tile('Principal outstanding').getByText('K98,765.43')).toBeTruthy();
    expect(tile('Interest receivable').getByText('K4,321.10')).toBeTruthy();
    expect(tile('Fees and penalties receivable').getByText('K325.50')).toBeTruthy();
    expect(tile('Fees and penalties receivable').getByText('Fees K250.00, penalties K75.50.')).toBeTruthy();
    expect(tile('Total outstanding').getByText('K103,412.03')).toBeTruthy();
    const collection = tile('Collection rate');
    expect(collection.getByText('74.54%')).toBeTruthy();
    expect(collection.getByRole('link', { name: /^K2,682\.99: / })).toBeTruthy();
    expect(collection.getByRole('link', { name: /^K3,599\.50: / })).toBeTruthy();

    // Each figure has its share under it in words (three columns fit a phone).
    expect(rows(screen.getByRole('table', { name: 'Portfolio at risk' }))).toEqual([
      ['PAR30', 'K5,037.045.1% of principal', '3 loans7.14% of loans'],
      ['PAR60', 'K2,000.002.02% of principal', '1 loan2.38% of loans'],
      ['PAR90', 'K0.000.0% of principal', '0 loans0.0% of loans'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Arrears ageing' }))).toEqual([
      ['Current', '35 loans', 'K85,000.0086.06% of principal'],
      ['1–29 days', '4 loans', 'K8,728.398.84% of principal'],
      ['30–59 days', '2 loans', 'K3,037.043.07% of principal'],
      ['60–89 days', '1 loan', 'K2,000.002.02% of principal'],
      ['90+ days', '0 loans', 'K0.000.0% of principal'],
    ]);
    expect(rows(screen.getByRole('table', { name: 'Month by month' }))).toEqual([
      ['September 2026', 'K25,000.0010 loans', 'K812.504 payments', 'K900.00', 'K0.00', 'K0.00', '0.0%'],
      [
        'October 2026',
        'K37,500.5015 loans',
        'K1,020.4912 payments',
        'K1,399.50',
        'K1,200.00',
        'K150.25',
        '3.25%',
      ],
      ['November 2026', 'K42,000.0017 loans', 'K850.009 payments', 'K1,300.00', 'K0.00', 'K0.00', '5.1%'],
    ]);
  });

  it('shows the pipeline with its rates and human durations, noting they are approximate', async () => {
    showStatistics();
    renderWithSession(STATISTICS_PAGE);
    const section = within(
      (await screen.findByRole('heading', { level: 2, name: 'Applications and decisions' }))
        .parentElement as HTMLElement,
    );
    expect(section.getByRole('link', { name: /^60: / })).toBeTruthy();
    expect(section.getByRole('link', { name: /^40: / })).toBeTruthy();
    expect(section.getByText('86.96%')).toBeTruthy();
    expect(section.getByText('2 h 48 min')).toBeTruthy();
    expect(section.getByText('3 days')).toBeTruthy();
    expect(section.getByText('46 min')).toBeTruthy();
    expect(section.getByText('1 day 6 h')).toBeTruthy();
    expect(section.getByText('Times are approximate (to within about a third).')).toBeTruthy();
    expect(rows(section.getByRole('table', { name: 'Applications by status now' }))).toEqual([
      ['Active', '30'],
      ['Overdue', '12'],
      ['Paid', '8'],
      ['Rejected', '6'],
      ['Pending', '5'],
    ]);
    expect(section.getByRole('img').getAttribute('aria-label')).toBe(
      'Bar chart of the 61 applications by status now: Active 30, Overdue 12, Paid 8, Rejected 6, Pending 5.',
    );
  });

  it('gives each chart a summary and a data table with the same numbers, shown on request', async () => {
    const user = userEvent.setup();
    showStatistics();
    renderWithSession(STATISTICS_PAGE);
    await heading();
    const bars = screen.getByRole('img', { name: /^Bar chart of principal disbursed/ });
    expect(bars.getAttribute('aria-label')).toBe(
      'Bar chart of principal disbursed and repayments collected per month, September 2026 to November 2026: ' +
        'K104,500.50 disbursed and K2,682.99 collected in all. Most disbursed in November 2026, most collected in October 2026.',
    );
    expect(screen.getByRole('img', { name: /^Line chart of PAR30/ }).getAttribute('aria-label')).toBe(
      'Line chart of PAR30 at each month’s end, September 2026 to November 2026: 0.0% in September 2026, ' +
        '5.1% in November 2026, highest 5.1% in November 2026.',
    );

    // Screen readers have the tables already; "Show table" shows them to everyone instead of the chart.
    const table = screen.getByRole('table', { name: 'Disbursed and collected per month' });
    expect(table.closest('.sr-only')).not.toBeNull();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => [th.textContent, th.getAttribute('scope')]);
    expect(headers).toEqual([
      ['Month', 'col'],
      ['Disbursed', 'col'],
      ['Loans disbursed', 'col'],
      ['Collected', 'col'],
      ['Payments collected', 'col'],
    ]);
    expect(rows(table)[1]).toEqual(['October 2026', 'K37,500.50', '15', 'K1,020.49', '12']);

    await user.click(screen.getByRole('button', { name: 'Show table of Disbursed and collected' }));
    const shown = screen.getByRole('table', { name: 'Disbursed and collected per month' });
    expect(shown.closest('.sr-only')).toBeNull();
    expect(screen.queryByRole('img', { name: /^Bar chart of principal disbursed/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show chart of Disbursed and collected' }));
    expect(screen.getByRole('img', { name: /^Bar chart of principal disbursed/ })).toBeTruthy();

    expect(rows(screen.getByRole('table', { name: 'PAR30 at each month’s end' }))).toEqual([
      ['September 2026', '0.0%'],
      ['October 2026', '3.25%'],
      ['November 2026', '5.1%'],
    ]);
  });

  it('links every figure to the loan list with the matching filter', async () => {
    showStatistics();
    renderWithSession(STATISTICS_PAGE);
    await heading();
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/^3 loans: open the 3 loans 30 or more days late/)).toBe(
      '/admin-dashboard/loans?arrears=par30',
    );
    expect(href(/^1 loan: open the 1 loan 60 or more days late/)).toBe(
      '/admin-dashboard/loans?arrears=par60',
    );
    expect(href(/^35 loans: open the 35 loans that are up to date/)).toBe(
      '/admin-dashboard/loans?arrears=current',
    );
    expect(href(/^2 loans: open the 2 loans 30–59 days late/)).toBe('/admin-dashboard/loans?arrears=30-59');
    expect(href(/^K37,500\.50: open the 15 loans disbursed in October 2026/)).toBe(
      '/admin-dashboard/loans?disbursedFrom=2026-10-01&disbursedTo=2026-10-31',
    );
    // The period ends on the 25th: November's links stop there too.
    expect(href(/^K850\.00: open the loans that paid in November 2026/)).toBe(
      '/admin-dashboard/loans?collectedFrom=2026-11-01&collectedTo=2026-11-25',
    );
    expect(href(/^K900\.00: open the loans with instalments due in September 2026/)).toBe(
      '/admin-dashboard/loans?dueFrom=2026-09-01&dueTo=2026-09-30',
    );
    expect(href(/^K2,682\.99: open the loans that paid in this period/)).toBe(
      '/admin-dashboard/loans?collectedFrom=2026-09-01&collectedTo=2026-11-25',
    );
    expect(href(/^60: open the applications received/)).toBe(
      '/admin-dashboard/loans?from=2026-09-01&to=2026-11-25',
    );
    expect(href(/^40: open the loans approved in this period/)).toBe(
      '/admin-dashboard/loans?decidedFrom=2026-09-01&decidedTo=2026-11-25&decision=approved',
    );
    expect(href(/^25: open the loans approved instantly/)).toBe(
      '/admin-dashboard/loans?decidedFrom=2026-09-01&decidedTo=2026-11-25&decision=approved&decidedBy=rules',
    );
    expect(href(/^6: open the loans rejected/)).toBe(
      '/admin-dashboard/loans?decidedFrom=2026-09-01&decidedTo=2026-11-25&decision=rejected',
    );
    expect(href(/^12: open the Overdue tab/)).toBe('/admin-dashboard/loans?status=overdue');
  });

  it('keeps the product filter in every link', async () => {
    showStatistics(ok(createStatistics({ product: 'personal' })));
    renderWithSession(`${STATISTICS_PAGE}?product=personal`);
    await heading();
    expect(
      screen
        .getByRole('link', { name: /^3 loans: open the 3 loans 30 or more days late/ })
        .getAttribute('href'),
    ).toBe('/admin-dashboard/loans?arrears=par30&product=personal');
    expect(screen.getByRole('link', { name: /^5: open the Pending tab/ }).getAttribute('href')).toBe(
      '/admin-dashboard/loans?status=pending&product=personal',
    );
  });

  it('says why a rate is missing when nothing fell due', async () => {
    showStatistics(
      ok(createStatistics({ collection: { collectedAmount: 0, dueAmount: 0, ratePercent: null } })),
    );
    renderWithSession(STATISTICS_PAGE);
    await heading();
    expect(tile('Collection rate').getByText('—')).toBeTruthy();
    expect(tile('Collection rate').getByText(/nothing fell due in this period/i)).toBeTruthy();
  });

  it('tells a new lender that figures come with the first loan, keeping the period controls', async () => {
    showStatistics(ok(createEmptyStatistics()));
    renderWithSession(STATISTICS_PAGE);
    expect(
      await screen.findByText('No loans yet — figures appear here once the first loan is disbursed.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'No figures yet — the first are worked out within 10 minutes of the first loan being paid out.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Figures as of/)).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Product' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Portfolio/ })).toBeNull();
  });

  it('shows why the figures failed to load and tries again', async () => {
    const user = userEvent.setup();
    const api = showStatistics([
      fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'),
      ok(createStatistics()),
    ]);
    renderWithSession(STATISTICS_PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong on our side. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await heading();
    expect(api.calls(GET_STATISTICS)).toHaveLength(2);
  });

  it('keeps the previous figures on screen, dimmed and busy, with their CSV buttons waiting, while another period loads', async () => {
    const user = userEvent.setup();
    const held = heldResponse();
    showStatistics([ok(createStatistics()), held.handler]);
    renderWithSession(STATISTICS_PAGE);
    await heading();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '12m');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"].opacity-60')).not.toBeNull());
    expect(screen.getByText('K98,765.43')).toBeTruthy();
    // A CSV now would hold the new period's figures under the old ones: the buttons wait.
    const csvButton = () => screen.getByRole('button', { name: 'Download CSV of Month by month' });
    expect((csvButton() as HTMLButtonElement).disabled).toBe(true);
    await held.answer(envelope(createStatistics({ period: { from: '2025-12-01', to: '2026-11-25' } })));
    await screen.findByText('Showing 1 Dec 2025 – 25 Nov 2026');
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect((csvButton() as HTMLButtonElement).disabled).toBe(false);
  });
});
