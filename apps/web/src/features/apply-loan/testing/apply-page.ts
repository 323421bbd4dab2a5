import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEST_PRODUCTS } from '../../../test/builders/loan-products';
import { createUser, type FakeReply, ok, signedInAs } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { TEST_BANKS } from './banks';

/** GET /api/loan-products/terms while nothing was changed: a 5% fee, 5% late fee after 3 days. */
export const DEFAULT_LOAN_TERMS = { serviceFeePercent: 5, lateFeePercent: 5, lateFeeGraceDays: 3 };

/** The apply page for a signed-in borrower, with the products and banks answered unless `extra` says otherwise. */
export function openApplyPage(path = '/apply-loan', extra: Record<string, FakeReply | FakeReply[]> = {}) {
  const api = signedInAs(createUser(), {
    'GET /api/loan-products': ok(TEST_PRODUCTS),
    'GET /api/loan-products/terms': ok(DEFAULT_LOAN_TERMS),
    'GET /api/loan-applications/my-loans': ok([]),
    'GET /api/banks': ok(TEST_BANKS),
    'GET /api/payment-channels': ok({
      collections: ['mtn', 'airtel', 'zamtel'],
      payouts: ['mtn', 'airtel', 'zamtel', 'bank'],
      demonstration: false,
    }),
    ...extra,
  });
  const view = renderWithSession(path);
  return { ...api, ...view, user: userEvent.setup() };
}

export const field = (label: string) =>
  screen.getByLabelText(label, { selector: 'input, select' }) as HTMLInputElement;

/** The texts a control points at with aria-describedby (hint, detected operator, error). */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

type User = ReturnType<typeof userEvent.setup>;

export async function fillValidApplication(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Personal Loan' }));
  await user.type(field('Amount (K)'), '1000');
  await user.type(field('Duration (months)'), '3');
  await user.type(field('Purpose'), 'School fees');
  await user.click(field('I have read and understood the key facts'));
  await user.type(field('Mobile money number'), '0977123456');
}
