import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { createPayment } from '../../../test/builders/payments';
import { ok, TEST_TOKEN } from '../../../test/fake-api';
import { captureSavedFiles, pdfReply } from '../../../test/file-downloads';
import { preloadPages, renderWithSession } from '../../../test/render-with-session';
import { asAdmin, LOAN, PATH } from './testing/staff-page';

beforeAll(() => preloadPages());

const STATEMENT = 'GET /api/loan-applications/admin/loan-0001-aaaa/statement.pdf';

describe('AdminLoanDetails: documents', () => {
  it("downloads any borrower's statement, clearance letter and receipts through the staff routes", async () => {
    const user = userEvent.setup();
    const saved = captureSavedFiles();
    const api = asAdmin({
      [LOAN]: ok(
        createAdminLoanView({
          status: 'paid',
          disbursementDate: '2026-11-22T10:00:00.000Z',
          paymentHistory: [createPayment({ id: 'pay-9', status: 'successful', reference: 'PAY-STAFF' })],
        }),
      ),
      [STATEMENT]: pdfReply('kwacha-statement.pdf'),
      'GET /api/loan-applications/admin/loan-0001-aaaa/clearance-letter.pdf':
        pdfReply('kwacha-clearance.pdf'),
      'GET /api/payments/admin/pay-9/receipt.pdf': pdfReply('kwacha-receipt-PAY-STAFF.pdf'),
    });
    renderWithSession(PATH);
    const section = await screen.findByRole('region', { name: 'Statement' });
    await user.clear(within(section).getByLabelText('To'));
    await user.click(within(section).getByRole('button', { name: 'Download statement' }));
    await waitFor(() => expect(api.calls(STATEMENT)).toHaveLength(1));
    expect(api.calls(STATEMENT)[0]?.url).toBe(
      '/api/loan-applications/admin/loan-0001-aaaa/statement.pdf?from=2026-11-22',
    );
    expect(api.calls(STATEMENT)[0]?.headers.get('x-auth-token')).toBe(TEST_TOKEN);

    await user.click(within(section).getByRole('button', { name: 'Download clearance letter' }));
    await user.click(screen.getByRole('button', { name: 'Download receipt PAY-STAFF' }));
    await waitFor(() =>
      expect(saved.map((s) => s.download)).toEqual([
        'kwacha-statement.pdf',
        'kwacha-clearance.pdf',
        'kwacha-receipt-PAY-STAFF.pdf',
      ]),
    );
  });
});
