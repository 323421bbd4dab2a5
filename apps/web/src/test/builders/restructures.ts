import {
  type BorrowerRestructure,
  RESTRUCTURE_WORDINGS,
  type RestructureProposal,
} from '@kwacha/shared/loans/restructure-view';

/**
 * The restructure both sides of the loan page show, built afresh for each call: a longer term by 3
 * months, which turns the 5 instalments of K181.55 left (K1,089.30 in all) into 8 of K143.78 from
 * 21 January to 21 August 2027 (K1,150.20 in all, with K45.50 of arrears carried into the plan); `lines`
 * are its first two new instalments.
 */
function proposedLongerTerm() {
  return {
    id: 'restructure-1',
    kind: 'longer_term',
    months: 3,
    status: 'proposed',
    plan: {
      principal: 1000,
      carriedArrears: 45.5,
      owedBefore: 1089.3,
      owedAfter: 1150.2,
      countBefore: 5,
      instalmentBefore: 181.55,
      lastDueDateBefore: '2027-05-21',
      count: 8,
      instalment: 143.78,
      firstDueDate: '2027-01-21',
      lastDueDate: '2027-08-21',
    },
    lines: [
      { number: 2, dueDate: '2027-01-21', instalment: 143.78, principal: 110, interest: 30, charges: 3.78 },
      { number: 3, dueDate: '2027-02-21', instalment: 143.78, principal: 113, interest: 27, charges: 3.78 },
    ],
    keyFacts: ['You will pay 8 monthly instalments of K143.78.'],
  } satisfies Pick<BorrowerRestructure, 'id' | 'kind' | 'months' | 'status' | 'plan' | 'lines' | 'keyFacts'>;
}

/**
 * The proposal as staff list it (GET /api/admin/loans/{id}/restructures), with the first new instalment
 * only, proposed by Sam Mulenga and not yet answered; override what a test is about.
 */
export function createRestructureProposal(overrides: Partial<RestructureProposal> = {}): RestructureProposal {
  const proposed = proposedLongerTerm();
  return {
    ...proposed,
    loanId: 'loan-0001-aaaa',
    computedOn: '2027-01-05',
    proposedBy: { id: 'staff-2', name: 'Sam Mulenga' },
    proposedAt: '2027-01-05T08:00:00.000Z',
    lines: proposed.lines.slice(0, 1),
    previousSchedule: [
      { number: 1, dueDate: '2026-12-21', instalment: 181.55, principal: 156.55, interest: 25, charges: 0 },
    ],
    answer: null,
    decidedBy: null,
    decidedAt: null,
    ...overrides,
  };
}

/**
 * The same proposal as the borrower reads it (GET /api/loan-applications/{id}/restructure), with every
 * wording of the agreement; override what a test is about.
 */
export function createBorrowerRestructure(overrides: Partial<BorrowerRestructure> = {}): BorrowerRestructure {
  return {
    ...proposedLongerTerm(),
    wordings: Object.entries(RESTRUCTURE_WORDINGS).map(([version, text]) => ({
      version: version as keyof typeof RESTRUCTURE_WORDINGS,
      text,
    })),
    ...overrides,
  };
}
