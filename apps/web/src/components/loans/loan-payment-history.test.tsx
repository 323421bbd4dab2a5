import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActiveLoan } from '../../test/builders/loans';
import { createPayment } from '../../test/builders/payments';
import { createUser, ok, signedInAs } from '../../test/fake-api';
import { preloadPages, renderWithSession } from '../../test/render-with-session';
import { PaymentHistory } from './loan-payment-history';

beforeAll(() => preloadPages());

function renderSection(entries: Parameters<typeof PaymentHistory>[0]['entries']) {
  const router = createMemoryRouter([{ path: '/', element: <PaymentHistory entries={entries} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByRole('region', { name: 'Payment History' });
}

describe('PaymentHistory (loan details section)', () => {
  it('says when there are no payments', () => {
    expect(within(renderSection([])).getByText('No payments yet.')).toBeTruthy();
  });

  it('lists each payment with its status and times', () => {
    const section = renderSection([
      createPayment({ status: 'successful', settledAt: '2026-11-25T08:31:00.000Z' }),
      createPayment({ id: 'pay-0', status: 'failed', failureReason: 'Declined by the payer.', amount: 40 }),
    ]);
    const [successful, failed] = within(section).getAllByRole('article') as HTMLElement[];
    const value = (card: HTMLElement | undefined, label: string) =>
      within(card as HTMLElement).getByText(label).nextElementSibling?.textContent;
    expect(successful?.getAttribute('aria-label')).toBe('Successful payment of K250.50');
    expect(within(successful as HTMLElement).getByText('Successful')).toBeTruthy();
    expect(value(successful, 'Date')).toBe('25 November 2026, 10:30');
    expect(value(successful, 'Settled')).toBe('25 November 2026, 10:31');
    expect(value(successful, 'Paid from')).toBe('Airtel ••••ending 3456');
    expect(value(successful, 'Reference')).toBe('KWL-PAY-0001');
    expect(failed?.getAttribute('aria-label')).toBe('Failed payment of K40.00');
    // Why, in words the app translates; the provider's own after them (docs/product.md §22.2).
    expect(value(failed, 'Reason')).toBe(
      'The payment was declined on the phone. The provider said: Declined by the payer.',
    );
    expect(within(failed as HTMLElement).queryByText('Settled')).toBeNull();
  });

  it("refreshes the borrower's loan while one of its payments is pending", async () => {
    const LOAN = 'GET /api/loan-applications/loan-0001-aaaa';
    const api = signedInAs(createUser(), {
      [LOAN]: [
        ok(createActiveLoan({ paymentHistory: [createPayment({ loanId: 'loan-0001-aaaa' })] })),
        ok(
          createActiveLoan({
            outstandingBalance: 949.5,
            paymentHistory: [createPayment({ loanId: 'loan-0001-aaaa', status: 'successful' })],
          }),
        ),
      ],
    });
    renderWithSession('/loan-details/loan-0001-aaaa');
    const section = await screen.findByRole('region', { name: 'Payment History' });
    expect(within(section).getByText('Pending')).toBeTruthy();
    expect(await within(section).findByText('Successful', undefined, { timeout: 10_000 })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Loan Information' })).getByText('Outstanding Balance')
        .nextElementSibling?.textContent,
    ).toBe('K949.50');
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(api.calls(LOAN)).toHaveLength(2);
  });
});
