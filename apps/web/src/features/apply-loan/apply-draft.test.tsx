import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../test/fake-api';
import { preloadPages } from '../../test/render-with-session';
import { field, fillValidApplication, openApplyPage } from './testing/apply-page';

beforeAll(() => preloadPages());

const APPLY = 'POST /api/loan-applications/apply';
const NETWORK = 'Could not reach the server. Please check your internet connection and try again.';
const KEY_FACTS = 'I have read and understood the key facts';

const typed = () => [
  field('Amount (K)').value,
  field('Duration (months)').value,
  field('Purpose').value,
  field('Mobile money number').value,
];
const TYPED = ['1000', '3', 'School fees', '0977123456'];

// docs/product.md §21: an application is not lost to a dropped connection, a server failure or a reload.
describe('ApplyLoanPage on a flaky connection', () => {
  it.each([
    ['a network failure', 'network-error' as const, NETWORK],
    [
      'a server failure',
      fail(500, 'INTERNAL_ERROR', 'Something went wrong on our side.'),
      'Something went wrong on our side.',
    ],
  ])('keeps every value after %s and says so', async (_, reply, message) => {
    const { user } = openApplyPage('/apply-loan', { [APPLY]: reply });
    await fillValidApplication(user);
    await user.click(screen.getByRole('button', { name: /Submit Application/ }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(typed()).toEqual(TYPED);
    expect(field(KEY_FACTS).checked).toBe(true);
  });

  it('restores the draft after a reload, but not the key facts tick, which is given afresh', async () => {
    const first = openApplyPage('/apply-loan', { [APPLY]: 'network-error' });
    await fillValidApplication(first.user);
    first.unmount();

    openApplyPage('/apply-loan');
    await screen.findByDisplayValue('School fees');
    expect(typed()).toEqual(TYPED);
    expect((screen.getByRole('radio', { name: 'Personal Loan' }) as HTMLInputElement).checked).toBe(true);
    expect(field(KEY_FACTS).checked).toBe(false);
    const kept = JSON.parse(sessionStorage.getItem('kwacha.draft.apply-loan') ?? '{}') as Record<
      string,
      string
    >;
    expect(kept.acceptKeyFacts).toBeUndefined();
  });
});
