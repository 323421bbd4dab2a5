import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatistics } from '../../../test/builders/statistics';
import { fail, ok, TEST_TOKEN } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { CSV_FAILED_MESSAGE } from './components/csv-download-button';
import {
  GET_STATISTICS,
  REFRESH_STATISTICS,
  STATISTICS_PAGE,
  showStatistics,
} from './testing/statistics-page';

beforeAll(() => preloadPages());

const EXPORT_AGEING = 'GET /api/admin/statistics/export/ageing';
const FILE_NAME = 'kwacha-statistics-ageing-2026-09-01-to-2026-11-25-personal.csv';
const csvReply = () => async () =>
  new Response('\uFEFFDays past due,Loans\r\ncurrent,35\r\n', {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${FILE_NAME}"`,
    },
  });

// jsdom has no object URLs; the page saves the file through one (and revokes it 10 s later, so the
// stand-ins stay for the whole file).
const createObjectURL = vi.fn((_: Blob) => 'blob:statistics-csv');
const revokeObjectURL = vi.fn();
Object.assign(URL, { createObjectURL, revokeObjectURL });
beforeEach(() => createObjectURL.mockClear());

const loaded = () => screen.findByRole('heading', { level: 2, name: /Portfolio/ });

describe('StatisticsPage actions', () => {
  it('downloads a table as CSV with the view’s query and the session, under the server’s file name', async () => {
    const user = userEvent.setup();
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const api = showStatistics(ok(createStatistics({ product: 'personal' })), {
      [EXPORT_AGEING]: csvReply(),
    });
    renderWithSession(`${STATISTICS_PAGE}?period=3m&product=personal`);
    await loaded();

    await user.click(screen.getByRole('button', { name: 'Download CSV of Arrears ageing' }));
    expect(await screen.findByText(`Saved ${FILE_NAME}`)).toBeTruthy();
    const [call] = api.calls(EXPORT_AGEING);
    expect(call?.url).toBe('/api/admin/statistics/export/ageing?period=3m&product=personal');
    expect(call?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(saved).toEqual([{ href: 'blob:statistics-csv', download: FILE_NAME }]);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(await blob?.text()).toContain('current,35');
  });

  it('says why a CSV could not be downloaded', async () => {
    const user = userEvent.setup();
    showStatistics(ok(createStatistics()), {
      'GET /api/admin/statistics/export/months': fail(503, 'SERVICE_UNAVAILABLE', 'The service is busy.'),
    });
    renderWithSession(STATISTICS_PAGE);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Download CSV of Month by month' }));
    expect(await screen.findByText('The service is busy.')).toBeTruthy();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(CSV_FAILED_MESSAGE).toBe('The CSV file could not be downloaded. Please try again.');
  });

  it('refreshes the figures now and says so, then asks for them again', async () => {
    const user = userEvent.setup();
    const api = showStatistics(
      [ok(createStatistics()), ok(createStatistics({ asOf: '2026-11-25T09:05:00.000Z' }))],
      { [REFRESH_STATISTICS]: ok({ refreshed: true }, 'The figures are up to date.') },
    );
    renderWithSession(STATISTICS_PAGE);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText('The figures are up to date.')).toBeTruthy();
    await screen.findByText('25 November 2026, 11:05');
    expect(api.calls(REFRESH_STATISTICS)[0]?.headers.get('x-auth-token')).toBe(TEST_TOKEN);
    expect(api.calls(GET_STATISTICS)).toHaveLength(2);
  });

  it('shows the server’s message when the figures were refreshed a moment ago', async () => {
    const user = userEvent.setup();
    const wait = 'The figures were refreshed a moment ago. Please wait 4 minutes before refreshing again.';
    const api = showStatistics(ok(createStatistics()), {
      [REFRESH_STATISTICS]: fail(429, 'RATE_LIMITED', wait, { retryAfter: 240 }),
    });
    renderWithSession(STATISTICS_PAGE);
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Refresh now' }));
    expect(await screen.findByText(wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh now' })).toBeTruthy();
    await waitFor(() => expect(api.calls(GET_STATISTICS)).toHaveLength(1));
  });
});
