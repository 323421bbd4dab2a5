// What other modules may read and write of the loans module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.

export { type Delinquency, findDelinquency } from './loan-positions.repository';
export { type LoanReader, loanReadBy } from './loan-reader';
export {
  borrowerNameOfLoan,
  cleanRepaidLoansCountOf,
  countCleanRepaidLoans,
  findLoanOfUser,
  findLoanStatus,
  findLoanWithBorrower,
  findPendingLoanOfUser,
  insertLoan,
  type LockedLoan,
  loanIdsInStatuses,
  lockLoanWithBorrower,
  setLoanDestination,
  userHasLoanIn,
} from './loans.repository';
