import type { LoanWriteOff, WriteOffEntry } from '@kwacha/shared/staff/write-offs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { createUser, fail, ok, signedInAs } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { alertText, asAdmin, bodyOf, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const WRITE_OFF = 'GET /api/admin/loans/loan-0001-aaaa/write-off';
const PROPOSE = 'POST /api/admin/loans/loan-0001-aaaa/write-off';
const APPROVE = 'POST /api/admin/write-offs/wo-1/approve';
const REJECT = 'POST /api/admin/write-offs/wo-1/reject';
const PROPOSE_WAIVER = 'POST /api/admin/loans/loan-0001-aaaa/waiver';

const overdueLoan = (daysPastDue: number) =>
  createAdminLoanView({
    status: 'overdue',
    delinquency: { daysPastDue, bucket: 5, bucketLabel: 'Over 180 days' },
  });
const state = (overrides: Partial<LoanWriteOff> = {}): LoanWriteOff => ({
  daysPastDue: 192,
  writeOffDays: 180,
  canPropose: true,
  canProposeWaiver: false,
  proposals: [],
  writtenOff: 0,
  recovered: 0,
  waived: 0,
  ...overrides,
});
const proposal = (overrides: Partial<WriteOffEntry> = {}): WriteOffEntry => ({
  id: 'wo-1',
  loanId: 'loan-0001-aaaa',
  kind: 'write_off',
  status: 'pending',
  reason: 'Unreachable for six months.',
  daysPastDue: 192,
  proposedBy: { id: 'staff-1', name: 'Ada Mulenga' },
  proposedAt: '2027-07-01T08:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionNote: null,
  amount: null,
  ...overrides,
});
const asSuperuser = (routes: Parameters<typeof signedInAs>[1]) =>
  signedInAs(createUser({ id: 'staff-2', role: 'superuser', firstName: 'Sam', lastName: 'Banda' }), routes);
const section = async () => within(await screen.findByRole('region', { name: 'Write off' }));

describe('staff loan details: write-off (docs/product.md §23.6)', () => {
  it('lets an admin propose a write-off with a reason once the loan is past the threshold', async () => {
    const user = userEvent.setup();
    const api = asAdmin({
      [LOAN]: ok(overdueLoan(192)),
      [WRITE_OFF]: [ok(state()), ok(state({ canPropose: false, proposals: [proposal()] }))],
      [PROPOSE]: {
        status: 201,
        body: {
          success: true,
          message: 'The write-off is proposed. A superuser who did not propose it must approve it.',
          data: proposal(),
        },
      },
    });
    renderWithSession(PATH);
    const box = await section();
    await box.findByText('192 days past due; a loan may be proposed for write-off from 180 days past due.');
    await user.click(box.getByRole('button', { name: 'Propose write-off' }));
    expect(await box.findByText('Please say why the loan should be written off.')).toBeTruthy();
    expect(api.calls(PROPOSE)).toHaveLength(0);

    await user.type(box.getByLabelText('Reason for the write-off'), 'Unreachable for six months.');
    await user.click(box.getByRole('button', { name: 'Propose write-off' }));
    await screen.findByText('The write-off is proposed. A superuser who did not propose it must approve it.');
    expect(bodyOf(api.calls(PROPOSE)[0])).toEqual({ reason: 'Unreachable for six months.' });
    await box.findByText('Write-off waiting for a superuser');
    expect(box.queryByRole('button', { name: 'Propose write-off' })).toBeNull();
    // An admin does not approve.
    expect(box.queryByRole('button', { name: 'Approve write-off' })).toBeNull();
  });

  it("shows the server's refusal of a proposal", async () => {
    const user = userEvent.setup();
    asAdmin({
      [LOAN]: ok(overdueLoan(192)),
      [WRITE_OFF]: ok(state()),
      [PROPOSE]: fail(409, 'WRITE_OFF_PENDING', 'A write-off is already proposed for this loan.'),
    });
    renderWithSession(PATH);
    const box = await section();
    await user.type(await box.findByLabelText('Reason for the write-off'), 'Unreachable.');
    await user.click(box.getByRole('button', { name: 'Propose write-off' }));
    await alertText('A write-off is already proposed for this loan.');
  });

  it('lets another superuser approve; the section then shows what is written off', async () => {
    const approved = proposal({
      status: 'approved',
      amount: 1520.4,
      decidedBy: { id: 'staff-2', name: 'Sam Banda' },
      decidedAt: '2027-07-02T08:00:00.000Z',
    });
    const user = userEvent.setup();
    const api = asSuperuser({
      [LOAN]: [ok(overdueLoan(192)), ok(createAdminLoanView({ status: 'written_off' }))],
      [WRITE_OFF]: [
        ok(state({ canPropose: false, proposals: [proposal()] })),
        ok(state({ canPropose: false, proposals: [approved], writtenOff: 1520.4 })),
      ],
      [APPROVE]: ok(approved, 'The loan is written off. The borrower still owes the balance.'),
    });
    renderWithSession(PATH);
    const box = await section();
    await user.click(await box.findByRole('button', { name: 'Approve write-off' }));
    await screen.findByText('The loan is written off. The borrower still owes the balance.');
    await box.findByText(/K1,520\.40 still carried at zero, K0\.00 recovered/);
    expect(box.queryByRole('button', { name: 'Approve write-off' })).toBeNull();
    expect(api.calls(APPROVE)).toHaveLength(1);
  });

  it('shows why the server refused an approval', async () => {
    const user = userEvent.setup();
    asSuperuser({
      [LOAN]: ok(overdueLoan(192)),
      [WRITE_OFF]: ok(state({ canPropose: false, proposals: [proposal()] })),
      [REJECT]: fail(409, 'WRITE_OFF_DECIDED', 'This write-off has already been decided.'),
    });
    renderWithSession(PATH);
    const box = await section();
    await user.click(await box.findByRole('button', { name: 'Reject' }));
    await alertText('This write-off has already been decided.');
  });

  it('offers no decision to the superuser who proposed it', async () => {
    asSuperuser({
      [LOAN]: ok(overdueLoan(192)),
      [WRITE_OFF]: ok(
        state({
          canPropose: false,
          proposals: [proposal({ proposedBy: { id: 'staff-2', name: 'Sam Banda' } })],
        }),
      ),
    });
    renderWithSession(PATH);
    const box = await section();
    await box.findByText('Write-off waiting for a superuser');
    expect(box.queryByRole('button', { name: 'Approve write-off' })).toBeNull();
    expect(box.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('does not show the section for a loan not long past due', async () => {
    asAdmin({ [LOAN]: ok(overdueLoan(12)) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Loan Information' });
    expect(screen.queryByRole('region', { name: 'Write off' })).toBeNull();
  });
  it('offers a written-off loan a waiver: proposed with a reason, approved by another superuser', async () => {
    const writtenOff = proposal({
      id: 'wo-0',
      status: 'approved',
      amount: 1520.4,
      decidedBy: { id: 'staff-3', name: 'Joy Phiri' },
      decidedAt: '2027-07-02T08:00:00.000Z',
    });
    const waiver = proposal({ id: 'wo-1', kind: 'waiver', reason: 'Borrower died; the estate has nothing.' });
    const user = userEvent.setup();
    const proposing = asAdmin({
      [LOAN]: ok(createAdminLoanView({ status: 'written_off' })),
      [WRITE_OFF]: [
        ok(state({ canPropose: false, canProposeWaiver: true, proposals: [writtenOff], writtenOff: 1520.4 })),
        ok(state({ canPropose: false, proposals: [waiver, writtenOff], writtenOff: 1520.4 })),
      ],
      [PROPOSE_WAIVER]: {
        status: 201,
        body: {
          success: true,
          message: 'The waiver is proposed. A superuser who did not propose it must approve it.',
          data: waiver,
        },
      },
    });
    const first = renderWithSession(PATH);
    let box = await section();
    await box.findByText(/waiving it is a separate proposal/);
    await user.click(box.getByRole('button', { name: 'Propose waiver' }));
    expect(await box.findByText('Please say why the balance should be waived.')).toBeTruthy();
    await user.type(
      box.getByLabelText('Reason for waiving the balance'),
      'Borrower died; the estate has nothing.',
    );
    await user.click(box.getByRole('button', { name: 'Propose waiver' }));
    await screen.findByText('The waiver is proposed. A superuser who did not propose it must approve it.');
    expect(bodyOf(proposing.calls(PROPOSE_WAIVER)[0])).toEqual({
      reason: 'Borrower died; the estate has nothing.',
    });
    await box.findByText('Waiver waiting for a superuser');
    first.unmount();

    const approvedWaiver = { ...waiver, status: 'approved' as const, amount: 1520.4 };
    const deciding = asSuperuser({
      [LOAN]: [
        ok(createAdminLoanView({ status: 'written_off' })),
        ok(createAdminLoanView({ status: 'waived' })),
      ],
      [WRITE_OFF]: [
        ok(state({ canPropose: false, proposals: [waiver, writtenOff], writtenOff: 1520.4 })),
        ok(state({ canPropose: false, proposals: [approvedWaiver, writtenOff], waived: 1520.4 })),
      ],
      [APPROVE]: ok(approvedWaiver, 'The balance is waived. The borrower owes nothing more on this loan.'),
    });
    renderWithSession(PATH);
    box = await section();
    await user.click(await box.findByRole('button', { name: 'Approve waiver' }));
    await screen.findByText('The balance is waived. The borrower owes nothing more on this loan.');
    await box.findByText(/Balance waived: K1,520\.40 forgiven/);
    expect(deciding.calls(APPROVE)).toHaveLength(1);
    expect(box.queryByRole('button', { name: 'Propose waiver' })).toBeNull();
  });
});
