import { describe, expect, it } from 'vitest';
import { loansText, showingLoansText } from './loan-count';

describe('loansText', () => {
  it.each([
    [0, '0 loans'],
    [1, '1 loan'],
    [2, '2 loans'],
  ])('%i reads %j', (count, text) => {
    expect(loansText(count)).toBe(text);
  });
});

describe('showingLoansText (docs/product.md §2.7)', () => {
  it.each([
    [0, 0, 'Showing 0 of 0 loans (filtered from 9 total)'],
    [1, 1, 'Showing 1 of 1 loan (filtered from 9 total)'],
    [2, 2, 'Showing 2 of 2 loans (filtered from 9 total)'],
    [6, 7, 'Showing 6 of 7 loans (filtered from 9 total)'],
  ])('filtered: %i shown of %i matching reads %j', (shown, matching, text) => {
    expect(showingLoansText({ shown, matching, total: 9, filtered: true })).toBe(text);
  });

  it.each([
    [0, 'Showing 0 of 0 loans'],
    [1, 'Showing 1 of 1 loan'],
    [2, 'Showing 2 of 2 loans'],
  ])('unfiltered: %i of %i reads %j', (count, text) => {
    expect(showingLoansText({ shown: count, matching: count, total: count, filtered: false })).toBe(text);
  });

  it('says the same for one loan whether or not a filter is in force', () => {
    const one = showingLoansText({ shown: 1, matching: 1, total: 1, filtered: false });
    const oneOfThree = showingLoansText({ shown: 1, matching: 1, total: 3, filtered: true });
    expect(oneOfThree.startsWith(`${one} `)).toBe(true);
  });
});
