import { describe, expect, it } from 'vitest';
import { clearStoredSession, storeSession } from '../session/session-storage';
import { isKeptQueryKey, KEPT_MAX_AGE_MS, keepAnswer, readKeptAnswer } from './kept-queries';

const ME = ['auth', 'me'];
const MINE = ['loans', 'mine'];
const borrower = (id: string) => ({ id, role: 'user' });
const AT = Date.parse('2026-11-25T08:42:00.000Z');

function keepFor(token: string, userId: string) {
  storeSession(token, userId);
  keepAnswer(ME, borrower(userId), AT, AT);
  keepAnswer(MINE, [{ id: `loan-of-${userId}` }], AT, AT);
}

describe('kept queries (docs/product.md §21)', () => {
  it('keeps only the borrower queries', () => {
    expect(isKeptQueryKey(ME)).toBe(true);
    expect(isKeptQueryKey(MINE)).toBe(true);
    expect(isKeptQueryKey(['loans', 'detail', 'loan-1'])).toBe(true);
    expect(isKeptQueryKey(['dashboard'])).toBe(true);
    expect(isKeptQueryKey(['kyc', 'mine'])).toBe(true);
    expect(isKeptQueryKey(['kyc', 'mine', 'photo', 'selfie'])).toBe(false);
    expect(isKeptQueryKey(['notifications'])).toBe(false);
    expect(isKeptQueryKey(['loans', 'payoff', 'loan-1'])).toBe(false);
    expect(isKeptQueryKey(['profile'])).toBe(false);
  });

  it('gives back what was kept, with the time it was fetched, for the same session', () => {
    keepFor('token-a', 'user-a');
    expect(readKeptAnswer(MINE, AT + 1000)).toEqual({ data: [{ id: 'loan-of-user-a' }], fetchedAt: AT });
    expect(readKeptAnswer(['dashboard'], AT)).toBeUndefined();
  });

  it('forgets everything when someone signs in, even before their first answer', () => {
    keepFor('token-a', 'user-a');
    storeSession('token-b', 'user-b');
    expect(readKeptAnswer(MINE, AT)).toBeUndefined();
    expect(readKeptAnswer(ME, AT)).toBeUndefined();
  });

  it('forgets everything on sign-out', () => {
    keepFor('token-a', 'user-a');
    clearStoredSession();
    storeSession('token-a', 'user-a');
    expect(readKeptAnswer(MINE, AT)).toBeUndefined();
  });

  it('never answers for another token, and never keeps answers without the user first', () => {
    keepFor('token-a', 'user-a');
    localStorage.setItem('token', 'token-b');
    expect(readKeptAnswer(MINE, AT)).toBeUndefined();
    keepAnswer(MINE, [{ id: 'loan-of-b' }], AT, AT);
    localStorage.setItem('token', 'token-a');
    expect(readKeptAnswer(MINE, AT)?.data).toEqual([{ id: 'loan-of-user-a' }]);
  });

  it('keeps nothing for staff', () => {
    storeSession('token-s', 'staff-1');
    keepAnswer(ME, { id: 'staff-1', role: 'admin' }, AT, AT);
    keepAnswer(MINE, [], AT, AT);
    expect(readKeptAnswer(ME, AT)).toBeUndefined();
    expect(readKeptAnswer(MINE, AT)).toBeUndefined();
  });

  it('drops answers older than a week', () => {
    keepFor('token-a', 'user-a');
    expect(readKeptAnswer(MINE, AT + KEPT_MAX_AGE_MS)).toBeDefined();
    expect(readKeptAnswer(MINE, AT + KEPT_MAX_AGE_MS + 1)).toBeUndefined();
  });
});
