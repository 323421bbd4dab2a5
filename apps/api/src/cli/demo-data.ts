import type { ApplyCommand } from '@kwacha/shared/loans/apply-request';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';

/** The statuses the seed knows how to give a truthful history (seed-demo.ts). */
export type DemoLoanStatus = Extract<
  LoanStatus,
  'pending' | 'approved' | 'rejected' | 'disbursement_failed' | 'active' | 'paid'
>;

/** The demo borrower that `npm run seed:demo` creates (documented in the README). */
export const DEMO_BORROWER = {
  email: 'demo.borrower@example.zm',
  password: 'Demo-Borrower-2026!',
  firstName: 'Thandiwe',
  lastName: 'Zulu',
  phoneNumber: '+260977000101',
  dateOfBirth: '1988-04-12',
  nrcNumber: '100001/10/1',
  addressLine1: 'Plot 7, Leopards Hill Road',
  city: 'Lusaka',
  province: 'Lusaka',
} as const;

/**
 * The staff member named on the seeded decisions and disbursements (demo-history.ts): deactivated, with a
 * password nobody knows.
 */
export const DEMO_STAFF = {
  email: 'demo.staff@example.zm',
  firstName: 'Demo',
  lastName: 'Staff',
} as const;

const viaAirtel = {
  disbursementMethod: 'mobile_money',
  mobileMoneyProvider: 'airtel',
  mobileMoneyNumber: '+260977000101',
  acceptKeyFacts: true,
} as const;

/**
 * Eight loans in different statuses, oldest first, so lists, filters and pages have something to show.
 * Each has the history its status implies, as the real flow would have left it (seed-demo.ts): a decision
 * for every loan past `pending`; a failed disbursement attempt for `disbursement_failed`; for loans that
 * moved money (paid, active) a successful one the day after they were applied for, with their ledger
 * entries; `paidInstalments` of an active one were repaid on their due dates.
 */
export const DEMO_LOANS: {
  status: DemoLoanStatus;
  monthsAgo: number;
  paidInstalments?: number;
  command: ApplyCommand;
}[] = [
  {
    status: 'paid',
    monthsAgo: 10,
    command: { productId: 'medical', amount: 1200, duration: 2, purpose: 'Clinic bill', ...viaAirtel },
  },
  {
    status: 'paid',
    monthsAgo: 8,
    command: {
      productId: 'education',
      amount: 3000,
      duration: 3,
      purpose: 'School fees for term one',
      ...viaAirtel,
    },
  },
  {
    status: 'rejected',
    monthsAgo: 7,
    command: {
      productId: 'vehicle',
      amount: 40000,
      duration: 12,
      purpose: 'Second-hand minibus',
      ...viaAirtel,
    },
  },
  {
    status: 'rejected',
    monthsAgo: 6,
    command: {
      productId: 'business',
      amount: 15000,
      duration: 6,
      purpose: 'Market stall expansion',
      ...viaAirtel,
    },
  },
  {
    // Four instalments repaid; the fifth falls due about now: something to pay on /make-payment.
    status: 'active',
    monthsAgo: 5,
    paidInstalments: 4,
    command: { productId: 'business', amount: 5000, duration: 6, purpose: 'Chicken run', ...viaAirtel },
  },
  {
    status: 'disbursement_failed',
    monthsAgo: 3,
    command: { productId: 'personal', amount: 1000, duration: 3, purpose: 'Phone repair', ...viaAirtel },
  },
  {
    status: 'approved',
    monthsAgo: 1,
    command: {
      productId: 'home-improvement',
      amount: 8000,
      duration: 9,
      purpose: 'Roof repairs before the rains',
      disbursementMethod: 'bank_account',
      bankName: 'Zanaco',
      bankAccountName: 'Thandiwe Zulu',
      bankAccountNumber: '0012345678',
      bankCode: '010001',
      mobileMoneyNumber: undefined,
      acceptKeyFacts: true,
    },
  },
  {
    status: 'pending',
    monthsAgo: 0,
    command: { productId: 'personal', amount: 2500, duration: 6, purpose: 'Restock my salon', ...viaAirtel },
  },
];

/** What staff decided on a demo loan in each status the seed builds (pending: nothing yet). */
export const DEMO_DECISIONS: Readonly<Record<DemoLoanStatus, 'approved' | 'rejected' | null>> = {
  pending: null,
  approved: 'approved',
  rejected: 'rejected',
  disbursement_failed: 'approved',
  active: 'approved',
  paid: 'approved',
};
