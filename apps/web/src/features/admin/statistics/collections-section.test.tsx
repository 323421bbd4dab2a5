import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createCollections, createStatistics } from '../../../test/builders/statistics';
import { envelope, heldResponse, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import {
  ASSIGNMENT_NOTE,
  NO_COLLECTORS_MESSAGE,
  NO_PROMISES_MESSAGE,
  NO_ROLLS_MESSAGE,
} from './components/collections-section';
import { STATISTICS_PAGE, showStatistics } from './testing/statistics-page';

beforeAll(() => preloadPages());

const EXPORT_ROLLS = 'GET /api/admin/statistics/export/rolls';
const FILE_NAME = 'kwacha-statistics-rolls-2026-09-01-to-2026-11-25.csv';
Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rolls'), revokeObjectURL: vi.fn() });

const section = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Collections' })).closest('section') as HTMLElement,
  );
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Collections on Reports & Statistics', () => {
  it('appears with the other figures once they load', async () => {
    const held = heldResponse();
    showStatistics(held.handler);
    renderWithSession(STATISTICS_PAGE);
    expect(await screen.findByText('Loading the figures…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Collections' })).toBeNull();
    await held.answer(envelope(createStatistics({ collections: createCollections() })));
    expect((await section()).getByRole('table', { name: 'Roll rates' })).toBeTruthy();
  });

  it('says there are no figures for the period yet, with no CSV to download', async () => {
    showStatistics(ok(createStatistics()));
    renderWithSession(STATISTICS_PAGE);
    const collections = await section();
    expect(collections.getAllByText(NO_ROLLS_MESSAGE)).toHaveLength(2);
    expect(collections.getByText(NO_PROMISES_MESSAGE)).toBeTruthy();
    expect(collections.getByText(NO_COLLECTORS_MESSAGE)).toBeTruthy();
    expect(collections.queryByRole('table')).toBeNull();
    expect(collections.queryByRole('button', { name: /Download CSV/ })).toBeNull();
  });

  it('shows roll rates, cure rate, promises and collectors, each with its CSV', async () => {
    const user = userEvent.setup();
    // jsdom cannot follow the download link the page clicks.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = showStatistics(ok(createStatistics({ collections: createCollections() })), {
      [EXPORT_ROLLS]: async () =>
        new Response('\uFEFFMonth,Bucket at the previous month end\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${FILE_NAME}"`,
          },
        }),
    });
    renderWithSession(STATISTICS_PAGE);
    const collections = await section();
    const rolls = collections.getByRole('table', { name: 'Roll rates' });
    expect(
      within(rolls)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Current', '1–30 days', '31–60 days', 'Over 60 days']);
    expect(rows(rolls)).toEqual([
      ['October 2026', '7.5%3 of 40 loans', '25.0%1 of 4 loans', '—0 of 0 loans', '100.0%1 of 1 loan'],
    ]);
    expect(rows(collections.getByRole('table', { name: 'Cure rate' }))).toEqual([
      ['October 2026', '5 loans', '40.0%1 current, 1 paid off'],
    ]);
    // Only the months with a promise decided.
    expect(rows(collections.getByRole('table', { name: 'Promises to pay' }))).toEqual([
      ['October 2026', '3', '1', '75.0%'],
      ['November 2026', '1', '2', '33.33%'],
    ]);
    expect(rows(collections.getByRole('table', { name: 'Collected per collector' }))).toEqual([
      ['Chanda Phiri', 'K1,250.506 payments'],
      ['Bwalya Zulu', 'K181.551 payment'],
    ]);
    expect(collections.getByText(ASSIGNMENT_NOTE)).toBeTruthy();
    for (const name of ['Roll rates', 'Cure rate', 'Promises to pay', 'Collected per collector']) {
      expect(collections.getByRole('button', { name: `Download CSV of ${name}` })).toBeTruthy();
    }
    await user.click(collections.getByRole('button', { name: 'Download CSV of Roll rates' }));
    expect(await screen.findByText(`Saved ${FILE_NAME}`)).toBeTruthy();
    expect(api.calls(EXPORT_ROLLS)[0]?.url).toBe('/api/admin/statistics/export/rolls?period=month');
  });
});
