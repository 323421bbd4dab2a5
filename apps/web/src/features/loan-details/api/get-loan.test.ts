import { describe, expect, it } from 'vitest';
import { MissingTokenError } from '../../../lib/session/missing-token-error';
import { getLoan } from './get-loan';

// What the page then says about it is in lib/load-error-message.test.ts.
describe('getLoan (docs/product.md §8, Loan detail)', () => {
  it('does not call the API without a stored token', async () => {
    localStorage.removeItem('token');
    await expect(getLoan('loan-1')).rejects.toBeInstanceOf(MissingTokenError);
  });
});
