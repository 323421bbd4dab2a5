import { isPaidOut } from '@kwacha/shared/loans/loan-status';
import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { formatAmount, formatDisplayDate } from '../../lib/loans/loan-format';
import { useProductText } from '../../lib/loans/use-product-text';
import { type DetailRow, DetailSection } from '../ui/detail-section';
import { LoanStatusBadge } from './loan-badges';
import { disbursementMessages, loanInformationMessages as messages } from './loan-information.messages';

/**
 * docs/product.md §2.9. Until the money is paid out nothing is owed: no outstanding balance, and the
 * repayment amount only where the answer has one — staff's planned one (`planned` labels it so), never the
 * borrower's (docs/product.md §4.9). While the payout is being confirmed the balance is not yet owed, not
 * K0.00; a repaid loan says what was repaid in all, and a loan paid off early what was waived, beside the
 * amount as scheduled.
 */
export function LoanInformation({ loan, planned = false }: { loan: LoanView; planned?: boolean }) {
  const t = useT();
  const format = useFormatMessage();
  const productText = useProductText();
  const owed: DetailRow[] = [];
  if (loan.repaymentAmount !== null) {
    const label = t(
      loan.interestWaived === null ? messages.repaymentAmount : messages.repaymentAmountScheduled,
    );
    owed.push({ label: planned ? `${label} (planned)` : label, value: formatAmount(loan.repaymentAmount) });
  }
  if (loan.interestWaived !== null) {
    owed.push({ label: t(messages.interestWaived), value: formatAmount(loan.interestWaived) });
  }
  if (loan.repaidInAll !== null) {
    owed.push({ label: t(messages.repaidInAll), value: formatAmount(loan.repaidInAll) });
  }
  if (isPaidOut(loan.status)) {
    owed.push({
      label: t(messages.outstandingBalance),
      value: loan.status === 'disbursed' ? t(messages.notYetOwed) : formatAmount(loan.outstandingBalance),
    });
  }
  const rows: DetailRow[] = [
    { label: t(messages.amount), value: formatAmount(loan.amount) },
    { label: t(messages.purpose), value: loan.purpose },
    { label: t(messages.product), value: productText.name({ id: loan.productId, name: loan.productName }) },
    { label: t(messages.duration), value: format(messages.months, { months: loan.duration }) },
    { label: t(messages.applicationDate), value: formatDisplayDate(loan.applicationDate) },
    { label: t(messages.status), value: <LoanStatusBadge status={loan.status} /> },
    ...owed,
    {
      label: t(messages.disbursementDate),
      value: loan.disbursementDate ? formatDisplayDate(loan.disbursementDate) : t(messages.notYetDisbursed),
    },
    { label: t(messages.remarks), value: loan.remarks?.trim() || t(messages.noRemarks) },
    // Staff's own words, beside SPEC's remark (docs/product.md §12.2).
    ...(loan.rejectionReason?.trim()
      ? [{ label: t(messages.rejectionReason), value: loan.rejectionReason.trim() }]
      : []),
  ];
  return <DetailSection title={t(messages.title)} rows={rows} />;
}

const METHOD_LABELS = {
  mobile_money: disbursementMessages.mobileMoney,
  bank_account: disbursementMessages.bankAccount,
} as const satisfies Record<LoanView['disbursementMethod'], unknown>;

const orDash = (value: string | null) => value?.trim() || '—';

export function DisbursementDetails({ loan }: { loan: LoanView }) {
  const t = useT();
  const rows: DetailRow[] = [
    { label: t(disbursementMessages.method), value: t(METHOD_LABELS[loan.disbursementMethod]) },
  ];
  if (loan.disbursementMethod === 'mobile_money') {
    rows.push(
      {
        label: t(disbursementMessages.provider),
        value: loan.mobileMoneyProvider ? OPERATOR_LABELS[loan.mobileMoneyProvider] : '—',
      },
      { label: t(disbursementMessages.mobileNumber), value: orDash(loan.mobileMoneyNumber) },
    );
  } else {
    rows.push(
      { label: t(disbursementMessages.bank), value: orDash(loan.bankName) },
      { label: t(disbursementMessages.accountName), value: orDash(loan.bankAccountName) },
      { label: t(disbursementMessages.accountNumber), value: orDash(loan.bankAccountNumber) },
    );
  }
  return <DetailSection title={t(disbursementMessages.title)} rows={rows} />;
}
