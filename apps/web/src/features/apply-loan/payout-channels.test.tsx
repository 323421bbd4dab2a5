import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-api';
import { preloadPages } from '../../test/render-with-session';
import { description, field, fillValidApplication, openApplyPage } from './testing/apply-page';

beforeAll(() => preloadPages());

const APPLY = 'POST /api/loan-applications/apply';
const ZAMTEL_OFF =
  'We cannot pay out to Zamtel wallets yet. Please choose a number on another network or a bank account.';
const BANK_OFF = 'We cannot pay out to bank accounts yet. Please choose mobile money.';

describe('payout channels that are off (docs/product.md §13.5)', () => {
  it('says so before sending: a Zamtel wallet, then a bank account', async () => {
    const { user, calls } = openApplyPage('/apply-loan', {
      'GET /api/payment-channels': ok({
        collections: ['mtn', 'airtel'],
        payouts: ['mtn', 'airtel'],
        demonstration: false,
      }),
    });
    await fillValidApplication(user);
    const number = field('Mobile money number');
    await user.clear(number);
    await user.type(number, '0951234567');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(ZAMTEL_OFF)).toBeTruthy();
    expect(description(field('Mobile money operator'))).toContain(ZAMTEL_OFF);

    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    expect(await screen.findByText(BANK_OFF)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(calls(APPLY)).toHaveLength(0);
  });
});
