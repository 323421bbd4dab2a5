import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFlaggedPayment, createFlaggedPaymentList } from '../../../test/builders/flagged-payments';
import { fail, ok } from '../../../test/fake-api';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { openPastSkeleton } from '../../../test/staff-list-steps';
import {
  bodyOf,
  FLAGGED_PAGE,
  GET_FLAGGED,
  GET_FLAGGED_COUNT,
  resolveRoute,
  showFlaggedPayments,
} from './testing/flagged-payments-page';

beforeAll(() => preloadPages());

const PAYMENT = createFlaggedPayment();
const card = async (name = /K100\.00/) => within(await screen.findByRole('article', { name }));
const dialog = () => within(screen.getByRole('dialog', { name: /\?$/ }));
const resolved = (message: string, resolution = 'applied') =>
  ok({ id: PAYMENT.id, resolution, status: 'successful', resolvedAt: '2026-11-21T10:00:00.000Z' }, message);

describe('FlaggedPaymentsPage', () => {
  it('shows a skeleton, then each payment with its reason, both references, the evidence and the badge', async () => {
    await openPastSkeleton(
      { show: showFlaggedPayments, path: FLAGGED_PAGE, loading: 'Loading flagged payments…' },
      createFlaggedPaymentList(),
    );

    const payment = await card();
    expect(document.title).toBe('Flagged Payments | Kwacha Loans');
    expect(payment.getByText('Expired')).toBeTruthy();
    expect(payment.getByText('Why it was flagged:').parentElement?.textContent).toBe(
      'Why it was flagged: provider reported success after the payment was expired',
    );
    expect(payment.getByRole('link', { name: 'Chanda Phiri' }).getAttribute('href')).toBe(
      `/loan-details/${PAYMENT.loan.id}`,
    );
    expect(payment.getByText('LEN-998877')).toBeTruthy();
    expect(payment.getByText('lenco · MTN +260961234567')).toBeTruthy();
    expect(payment.getByText('The payment was not confirmed in time.')).toBeTruthy();
    expect(payment.getByText('Provider callbacks (1)')).toBeTruthy();
    expect(
      payment.getByText('Claimed successful, signed by the provider; believed successful; flagged.'),
    ).toBeTruthy();
    expect(payment.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Apply to the loan',
      'Record a refund',
      'Dismiss',
    ]);
    const nav = within(screen.getByRole('navigation', { name: 'Admin' }));
    const entry = await nav.findByRole('link', { name: 'Flagged Payments (1 waiting)' });
    expect(entry.getAttribute('aria-current')).toBe('page');
  });

  it('applies a payment after the confirmation, says so, and reads the queue and the badge again', async () => {
    const user = userEvent.setup();
    const api = showFlaggedPayments([ok(createFlaggedPaymentList()), ok(createFlaggedPaymentList([]))], {
      [GET_FLAGGED_COUNT]: [ok({ count: 1 }), ok({ count: 0 })],
      [resolveRoute(PAYMENT.id)]: resolved('The payment was applied to the loan.'),
    });
    renderWithSession(FLAGGED_PAGE);
    await user.click((await card()).getByRole('button', { name: 'Apply to the loan' }));
    expect(screen.getByLabelText('Note (optional)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dialog().getByRole('heading', { name: 'Apply this payment?' })).toBeTruthy();
    expect(
      dialog().getByText(
        'K100.00 (PAY-20261121-ABCD) of Chanda Phiri will be booked to the loan as a repayment. This cannot be undone.',
      ),
    ).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('The payment was applied to the loan.')).toBeTruthy();
    expect(bodyOf(api.calls(resolveRoute(PAYMENT.id))[0])).toEqual({ action: 'apply' });
    expect(
      await screen.findByText('No flagged payments. Every provider answer has been applied.'),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Flagged Payments' }).textContent).toBe('Flagged Payments'),
    );
  });

  it('asks for a note before dismissing, and sends nothing when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    const api = showFlaggedPayments(ok(createFlaggedPaymentList()), {
      [resolveRoute(PAYMENT.id)]: resolved('The flag was dismissed.', 'dismissed'),
    });
    renderWithSession(FLAGGED_PAGE);
    await user.click((await card()).getByRole('button', { name: 'Dismiss' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please write a note saying what you checked and why.')).toBeTruthy();
    const note = screen.getByLabelText('Note');
    expect(document.activeElement).toBe(note);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.type(note, 'MTN statement shows nothing');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(dialog().getByRole('button', { name: 'Cancel' }));
    expect(api.calls(resolveRoute(PAYMENT.id))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(dialog().getByRole('heading', { name: 'Dismiss this flag?' })).toBeTruthy();
    await user.click(dialog().getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText('The flag was dismissed.')).toBeTruthy();
    expect(bodyOf(api.calls(resolveRoute(PAYMENT.id))[0])).toEqual({
      action: 'dismiss',
      note: 'MTN statement shows nothing',
    });
  });

  it('says so when someone else resolved it first', async () => {
    const user = userEvent.setup();
    showFlaggedPayments([ok(createFlaggedPaymentList()), ok(createFlaggedPaymentList([]))], {
      [resolveRoute(PAYMENT.id)]: fail(
        409,
        'PAYMENT_ALREADY_RESOLVED',
        'This payment has already been resolved.',
      ),
    });
    renderWithSession(FLAGGED_PAGE);
    await user.click((await card()).getByRole('button', { name: 'Record a refund' }));
    await user.type(screen.getByLabelText('Note'), 'Reversed by MTN');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(dialog().getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('This payment has already been resolved.')).toBeTruthy();
    expect(
      await screen.findByText('No flagged payments. Every provider answer has been applied.'),
    ).toBeTruthy();
  });

  it('offers only Dismiss for money already in the books, and tells of an earlier resolution', async () => {
    showFlaggedPayments(
      ok(
        createFlaggedPaymentList([
          createFlaggedPayment({
            status: 'successful',
            booked: true,
            allowedActions: ['dismiss'],
            failureReason: null,
            previousResolution: {
              resolution: 'dismissed',
              resolvedAt: '2026-11-21T10:00:00.000Z',
              resolvedBy: 'Ada Mulenga',
              note: 'Nothing on the statement',
              flaggedReason: 'claimed currency USD differs from ZMW',
            },
          }),
        ]),
      ),
    );
    renderWithSession(FLAGGED_PAGE);
    const payment = await card();
    expect(payment.getAllByRole('button').map((b) => b.textContent)).toEqual(['Dismiss']);
    expect(payment.getByText('Booked to the loan')).toBeTruthy();
    expect(
      payment.getByText(
        'Flagged again after an earlier resolution: dismissed on 21 November 2026, 12:00 by Ada Mulenga (“Nothing on the statement”).',
      ),
    ).toBeTruthy();
  });

  it('says when nothing waits, and why the queue could not load (with Try Again)', async () => {
    const user = userEvent.setup();
    showFlaggedPayments([
      fail(503, 'SERVICE_UNAVAILABLE', 'The service is busy.'),
      ok(createFlaggedPaymentList([])),
    ]);
    renderWithSession(FLAGGED_PAGE);
    expect((await screen.findByRole('alert')).textContent).toBe('The service is busy.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByText('No flagged payments. Every provider answer has been applied.'),
    ).toBeTruthy();
  });

  it('shows older pages of the queue on request', async () => {
    const user = userEvent.setup();
    const second = createFlaggedPayment({ id: 'second', reference: 'PAY-SECOND', amount: 250 });
    const api = showFlaggedPayments([
      ok(createFlaggedPaymentList([PAYMENT], 'NEXT')),
      ok(createFlaggedPaymentList([second])),
    ]);
    renderWithSession(FLAGGED_PAGE);
    await card();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await card(/K250\.00/)).toBeTruthy();
    expect(api.calls(GET_FLAGGED).at(-1)?.url).toBe('/api/admin/flagged-payments?cursor=NEXT');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
