import { describe, expect, it } from 'vitest';
import { parseAmountFilter } from '../../lib/loans/amount-filter';
import { createLoan } from '../../test/builders/loans';
import {
  filterChips,
  filterLoans,
  NO_FILTERS,
  PAGE_SIZE,
  paginate,
  SEARCH_DEBOUNCE_MS,
} from './loan-filters';

const loans = [
  createLoan({ id: 'aaa-111', purpose: 'School fees', status: 'pending', amount: 500 }),
  createLoan({ id: 'bbb-222', purpose: 'Shop stock', status: 'approved', amount: 2500.5 }),
  createLoan({ id: 'ccc-333', purpose: 'Roof repair', status: 'in_review', amount: 10000 }),
];
const ids = (list: { id: string }[]) => list.map((loan) => loan.id);

describe('constants (docs/product.md §9)', () => {
  it('pages by 6 and debounces search by 300 ms', () => {
    expect(PAGE_SIZE).toBe(6);
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('filterLoans', () => {
  it('searches purpose, status code, status label and id, ignoring case', () => {
    expect(ids(filterLoans(loans, { ...NO_FILTERS, search: 'SHOP' }))).toEqual(['bbb-222']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, search: 'in_review' }))).toEqual(['ccc-333']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, search: 'in review' }))).toEqual(['ccc-333']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, search: 'aaa' }))).toEqual(['aaa-111']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, search: '   ' }))).toHaveLength(3);
  });

  it('filters by status and by inclusive amount bounds in kwacha', () => {
    expect(ids(filterLoans(loans, { ...NO_FILTERS, status: 'approved' }))).toEqual(['bbb-222']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, minAmount: '2,500.50' }))).toEqual(['bbb-222', 'ccc-333']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, maxAmount: 'K2500.50' }))).toEqual(['aaa-111', 'bbb-222']);
    expect(ids(filterLoans(loans, { ...NO_FILTERS, minAmount: '600', maxAmount: '9999' }))).toEqual([
      'bbb-222',
    ]);
  });

  it('ignores an amount that does not read as one', () => {
    expect(parseAmountFilter('abc')).toBeNull();
    expect(parseAmountFilter('')).toBeUndefined();
    expect(parseAmountFilter('1,500.5')).toBe(150050);
    expect(filterLoans(loans, { ...NO_FILTERS, minAmount: 'abc' })).toHaveLength(3);
  });
});

describe('filterChips', () => {
  it('names each filter in force', () => {
    expect(
      filterChips({ search: ' fees ', status: 'active', minAmount: '1000', maxAmount: 'oops' }).map(
        (chip) => chip.label,
      ),
    ).toEqual(['Search: fees', 'Status: Active', 'Min amount: K1,000.00']);
    expect(filterChips({ ...NO_FILTERS, maxAmount: '5000' })).toEqual([
      { key: 'maxAmount', label: 'Max amount: K5,000.00' },
    ]);
    expect(filterChips(NO_FILTERS)).toEqual([]);
  });
});

describe('paginate', () => {
  const many = Array.from({ length: 13 }, (_, i) => createLoan({ id: `loan-${i}` }));

  it('cuts pages of six and clamps the page number', () => {
    expect(paginate(many, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(ids(paginate(many, 3).items)).toEqual(['loan-12']);
    expect(paginate(many, 9).page).toBe(3);
    expect(paginate(many, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});
