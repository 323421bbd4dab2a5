// What other modules may read and write of the payments module's tables. They import it from here,
// never from its repository (docs/architecture.md §2): a name added here widens the module's surface.
export {
  countPaymentsByStatus,
  findPayment,
  insertPayment,
  monthlyRepaymentsOfUserJson,
  type PaymentOfLoan,
  paymentFromJson,
  paymentsOfLoanJson,
  paymentsOfLoans,
} from './payments.repository';
