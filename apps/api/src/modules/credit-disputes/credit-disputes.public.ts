// What other modules may use of the credit-disputes module's tables (credit_disputes,
// credit_listing_notices). They import it from here, never from its repository (docs/architecture.md §2).
// The data-rights copy and erasure read the borrower's disputes and listing notices (docs/product.md §25.6);
// the monthly bureau file (credit-reporting) reads the tables itself, as a read model.
export {
  countOpenDisputesOfUser,
  disputesForExport,
  listingNoticesOfUser,
} from './credit-disputes.repository';
