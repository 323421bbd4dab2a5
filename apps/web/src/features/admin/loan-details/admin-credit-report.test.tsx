import type { CreditReportView } from '@kwacha/shared/staff/credit-checks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdminLoanView } from '../../../test/builders/admin-loans';
import { ok } from '../../../test/fake-api';
import { renderWithSession } from '../../../test/render-with-session';
import { asAdmin, LOAN, PATH, preloadStaffLoanPage } from './testing/staff-page';

beforeAll(() => preloadStaffLoanPage());

const REPORT = 'GET /api/admin/loans/loan-0001-aaaa/credit-report';

const view = (over: Partial<CreditReportView> = {}): CreditReportView => ({
  loanId: 'loan-0001-aaaa',
  status: 'used',
  reused: false,
  ruleEffect: 'no_auto_approval',
  ruleReasons: ['arrears_elsewhere'],
  consent: { wordingVersion: 'credit-bureau-2026-12', givenAt: '2026-12-03T10:00:00.000Z' },
  report: {
    outcome: 'found',
    failureReason: null,
    bureau: 'standin',
    reference: 'SB-000042',
    fetchedAt: '2026-12-03T10:00:01.000Z',
    score: 540,
    facilities: [
      {
        lender: 'Another Lender Ltd',
        kind: 'Personal loan',
        openedOn: '2026-03-01',
        balance: 310_000,
        monthlyInstalment: 45_000,
        arrearsDays: 60,
        status: 'IN_ARREARS',
      },
    ],
    maxArrearsDays: 60,
    otherInstalments: 45_000,
  },
  ...over,
});

const rows = () => {
  const region = screen.getByRole('region', { name: 'Credit bureau report' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

describe('staff loan details: the credit bureau report (docs/product.md §25.2)', () => {
  it('shows the outcome, score, arrears, instalments, why it went to staff, and the facilities', async () => {
    asAdmin({ [LOAN]: ok(createAdminLoanView({ status: 'pending' })), [REPORT]: ok(view()) });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Credit bureau report' });
    expect(rows()).toMatchObject({
      Check: 'Checked with the credit bureau',
      'Instant approval': 'Staff review: Arrears with another lender over the limit',
      Outcome: 'Report found',
      Bureau: 'standin, reference SB-000042',
      Score: '540',
      'Arrears elsewhere': '60 days at most',
      'Other instalments': 'K450.00 a month',
    });
    expect(rows().Consent).toContain('credit-bureau-2026-12');
    const facilities = screen.getByRole('region', { name: 'Credit facilities' });
    expect(facilities.textContent).toContain('Another Lender Ltd');
    expect(facilities.textContent).toContain('K3,100.00');
  });

  it('says "Bureau unavailable" when the check failed and the application was held', async () => {
    asAdmin({
      [LOAN]: ok(createAdminLoanView({ status: 'pending' })),
      [REPORT]: ok(
        view({
          status: 'bureau_unavailable',
          ruleEffect: 'staff_review',
          ruleReasons: ['bureau_unavailable'],
          report: {
            outcome: 'failed',
            failureReason: 'timeout',
            bureau: 'standin',
            reference: null,
            fetchedAt: '2026-12-03T10:00:08.000Z',
            score: null,
            facilities: [],
            maxArrearsDays: 0,
            otherInstalments: 0,
          },
        }),
      ),
    });
    renderWithSession(PATH);
    await screen.findByRole('region', { name: 'Credit bureau report' });
    expect(rows()).toMatchObject({
      Check: 'Bureau unavailable',
      Outcome: 'Check failed: the bureau did not answer in time',
    });
    expect(rows().Score).toBeUndefined();
    expect(screen.queryByRole('region', { name: 'Credit facilities' })).toBeNull();
  });

  it('asks the bureau again after a failed check and shows the new answer', async () => {
    const failed = view({
      status: 'bureau_unavailable',
      ruleEffect: 'staff_review',
      ruleReasons: ['bureau_unavailable'],
      report: null,
    });
    const { calls } = asAdmin({
      [LOAN]: ok(createAdminLoanView({ status: 'pending' })),
      [REPORT]: ok(failed),
      'POST /api/admin/loans/loan-0001-aaaa/credit-report/check': ok(
        view({ ruleEffect: null, ruleReasons: [] }),
      ),
    });
    const user = userEvent.setup();
    renderWithSession(PATH);
    await user.click(await screen.findByRole('button', { name: 'Ask the bureau again' }));
    expect(await screen.findByText('Report found')).toBeTruthy();
    expect(calls('POST /api/admin/loans/loan-0001-aaaa/credit-report/check')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Ask the bureau again' })).toBeNull();
  });
});
