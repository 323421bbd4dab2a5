import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { createRestructureProposal } from '../../../test/builders/restructures';
import { type FakeReply, fail, ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { asAdmin, bodyOf, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const LIST = 'GET /api/admin/loans/loan-0001-aaaa/restructures';
const PROPOSE = 'POST /api/admin/loans/loan-0001-aaaa/restructures';
const APPROVE = 'POST /api/admin/restructures/restructure-1/approve';

function open(routes: Record<string, FakeReply | FakeReply[]>) {
  const api = asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'overdue' })), ...routes });
  renderWithSession(PATH);
  return { ...api, user: userEvent.setup() };
}

const section = async () => within(await screen.findByRole('region', { name: 'Restructure' }));

describe('staff loan details: restructure (docs/product.md §23.7)', () => {
  it('proposes with a kind and months, then shows the plan the server computed', async () => {
    const api = open({
      [LIST]: [
        ok({ restructures: [] }),
        ok({
          restructures: [createRestructureProposal({ proposedBy: { id: 'staff-1', name: 'Ada Mulenga' } })],
        }),
      ],
      [PROPOSE]: ok(
        createRestructureProposal(),
        'The restructure is proposed: it waits for the borrower to accept it.',
      ),
    });
    const region = await section();
    const form = await region.findByRole('form', { name: 'Propose a restructure' });
    await api.user.selectOptions(within(form).getByLabelText('Kind'), 'payment_holiday');
    await api.user.clear(within(form).getByLabelText('Months'));
    await api.user.type(within(form).getByLabelText('Months'), '4');
    await api.user.click(within(form).getByRole('button', { name: 'Propose' }));
    expect(await within(form).findByText('Enter 1 to 3 months.')).toBeTruthy();
    expect(api.calls(PROPOSE)).toHaveLength(0);
    await api.user.clear(within(form).getByLabelText('Months'));
    await api.user.type(within(form).getByLabelText('Months'), '2');
    await api.user.click(within(form).getByRole('button', { name: 'Propose' }));
    await waitFor(() => expect(api.calls(PROPOSE)).toHaveLength(1));
    expect(bodyOf(api.calls(PROPOSE)[0])).toEqual({ kind: 'payment_holiday', months: 2 });
    const live = await region.findByRole('article', { name: 'Live restructure proposal' });
    expect(within(live).getByText('Longer term, 3 months: Waiting for the borrower to accept')).toBeTruthy();
    expect(
      within(live).getByText('8 instalments of K143.78, 21 January 2027 to 21 August 2027'),
    ).toBeTruthy();
    // The proposer cannot approve: only withdraw.
    expect(within(live).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(live).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it("lets a second member of staff approve once the borrower accepted, and shows the server's refusal", async () => {
    const accepted = createRestructureProposal({
      status: 'accepted',
      answer: { at: '2027-01-05T09:00:00.000Z', wordingVersion: 'restructure-v1' },
    });
    const api = open({
      [LIST]: ok({ restructures: [accepted] }),
      [APPROVE]: fail(
        409,
        'RESTRUCTURE_LOAN_CHANGED',
        'The loan changed since this was proposed; propose again.',
      ),
    });
    const live = await (await section()).findByRole('article', { name: 'Live restructure proposal' });
    expect(
      within(live).getByText(
        'Longer term, 3 months: Accepted by the borrower: waiting for a second member of staff',
      ),
    ).toBeTruthy();
    await api.user.click(within(live).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls(APPROVE)).toHaveLength(1));
    expect(
      await within(live).findByText('The loan changed since this was proposed; propose again.'),
    ).toBeTruthy();
  });

  it('keeps Approve off until the borrower accepts', async () => {
    open({ [LIST]: ok({ restructures: [createRestructureProposal()] }) });
    const live = await (await section()).findByRole('article', { name: 'Live restructure proposal' });
    expect((within(live).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
