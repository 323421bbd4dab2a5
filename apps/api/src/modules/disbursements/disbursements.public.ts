// What other modules may read and write of the disbursements module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.
export {
  countDisbursementsByStatus,
  disbursementHistoryOfLoan,
  findDisbursement,
  insertDisbursement,
  liveTransferSentAtOf,
  sentAtOfLiveTransfers,
} from './disbursements.repository';
