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
    expect(STATUS_TABS).toHaveLength(13);
    expect(new Set(STATUS_TABS).size).toBe(13);
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
