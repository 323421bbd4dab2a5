import { describe, expect, it } from 'vitest';
import {
  adminLoansQuery,
  filtersToSearch,
  hasActiveFilters,
  readFilters,
  SEARCH_DEBOUNCE_MS,
  STATUS_TABS,
} from './list-params';
import { EMPTY_FILTERS } from './use-loan-list-params';

describe('loan list parameters', () => {
  it('debounces the search by docs/product.md’s 300 ms and has a tab for every status', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(STATUS_TABS).toHaveLength(14);
    expect(new Set(STATUS_TABS).size).toBe(14);
  });

  it('reads the URL, ignoring a status or sort it does not know', () => {
    expect(readFilters(new URLSearchParams('status=flying&sort=random&q=x'))).toEqual({
      ...EMPTY_FILTERS,
      q: 'x',
    });
    expect(readFilters(new URLSearchParams('status=overdue&sort=amount_asc&from=2026-01-01'))).toEqual({
      ...EMPTY_FILTERS,
      status: 'overdue',
      sort: 'amount_asc',
      from: '2026-01-01',
    });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(filtersToSearch(EMPTY_FILTERS).toString()).toBe('');
    const filters = {
      ...EMPTY_FILTERS,
      status: 'paid' as const,
      maxAmount: '2,000',
      sort: 'oldest' as const,
    };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('status=paid&maxAmount=2%2C000&sort=oldest');
    expect(readFilters(search)).toEqual(filters);
  });

  it('treats the sort as an ordering, not a filter', () => {
    expect(hasActiveFilters({ ...EMPTY_FILTERS, sort: 'oldest' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, q: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, to: '2026-11-30' })).toBe(true);
  });

  it('sends kwacha amounts, whole dates, the trimmed search, the cursor and the page size', () => {
    const query = new URLSearchParams(
      adminLoansQuery(
        {
          ...EMPTY_FILTERS,
          status: 'pending',
          q: '  mwila ',
          minAmount: '1,500.50',
          maxAmount: 'lots',
          from: '2026-11',
          to: '2026-11-30',
          sort: 'amount_desc',
        },
        'abc',
      ),
    );
    expect(Object.fromEntries(query)).toEqual({
      status: 'pending',
      q: 'mwila',
      minAmount: '1500.5',
      to: '2026-11-30',
      sort: 'amount_desc',
      cursor: 'abc',
      limit: '20',
    });
  });
});

describe('drill-down parameters', () => {
  const DRILL_DOWN =
    'product=personal&arrears=par30&disbursedFrom=2026-11-01&disbursedTo=2026-11-30&decidedFrom=2026-10-01' +
    '&decidedTo=2026-10-31&decision=approved&decidedBy=rules&collectedFrom=2026-11-01&collectedTo=2026-11-30' +
    '&dueFrom=2026-12-01&dueTo=2026-12-31';

  it('reads every drill-down, writes it back in the same order and sends it to the API', () => {
    const filters = readFilters(new URLSearchParams(`status=overdue&${DRILL_DOWN}&sort=oldest`));
    expect(filters).toMatchObject({
      status: 'overdue',
      product: 'personal',
      arrears: 'par30',
      sort: 'oldest',
    });
    expect(filtersToSearch(filters).toString()).toBe(`status=overdue&${DRILL_DOWN}&sort=oldest`);
    expect(hasActiveFilters({ ...EMPTY_FILTERS, arrears: 'current' })).toBe(true);
    expect(adminLoansQuery(filters, undefined)).toBe(`status=overdue&${DRILL_DOWN}&sort=oldest&limit=20`);
  });

  it('leaves out what the API would refuse, but keeps a reversed range for the API to explain', () => {
    const filters = readFilters(
      new URLSearchParams(
        'arrears=par45&product=Personal Loan&disbursedFrom=2026-02-30&decision=maybe&decidedBy=robot' +
          '&dueFrom=2026-12-31&dueTo=2026-12-01',
      ),
    );
    expect(filters).toEqual({ ...EMPTY_FILTERS, dueFrom: '2026-12-31', dueTo: '2026-12-01' });
  });
});
