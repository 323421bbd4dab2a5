// What other modules may read and write of the ledger module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.

export {
  type InterestBalances,
  interestBalancesOf,
  interestRecognitionKeysOf,
} from './interest-balances.repository';
export {
  interestRecognitionKey,
  postInterestRecognitionEntry,
  postInterestResumedEntry,
} from './interest-entries';
export {
  type InstalmentSettlement,
  loadLoanReceivables,
  loadReceivables,
  type ReceivablesJson,
  receivablesFromJson,
  receivablesOfLoanJson,
  settlementsFromJson,
  settlementsOfLoanJson,
} from './ledger.repository';
export { checkLedgerInvariants, type LedgerCheckResult } from './ledger-invariants.repository';
export {
  type ProvisionChange,
  postProvisionChanges,
  provisionKey,
} from './provision-entries.repository';
export {
  type RepaidAndWaived,
  type RepaidAndWaivedJson,
  repaidAndWaivedFromJson,
  repaidAndWaivedOfLoanJson,
  repaidAndWaivedOfLoans,
} from './repaid-and-waived.repository';
export { postWaiverEntry } from './waiver-entry';
export { type WrittenOffBalance, writtenOffBalanceOf } from './write-offs.repository';
