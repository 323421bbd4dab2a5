import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { OPERATOR_LABELS } from '@kwacha/shared/phone/zambian-phone';
import { formatAmount, formatDisplayDate, formatMonths } from '../../lib/loans/loan-format';
import { type DetailRow, DetailSection } from '../ui/detail-section';
import { LoanStatusBadge } from './loan-badges';

export function LoanInformation({ loan }: { loan: LoanView }) {
  const rows: DetailRow[] = [
    { label: 'Amount', value: formatAmount(loan.amount) },
    { label: 'Purpose', value: loan.purpose },
    { label: 'Product', value: loan.productName },
    { label: 'Duration', value: formatMonths(loan.duration) },
    { label: 'Application Date', value: formatDisplayDate(loan.applicationDate) },
    { label: 'Status', value: <LoanStatusBadge status={loan.status} /> },
    { label: 'Repayment Amount', value: formatAmount(loan.repaymentAmount) },
    { label: 'Outstanding Balance', value: formatAmount(loan.outstandingBalance) },
    {
      label: 'Disbursement Date',
      value: loan.disbursementDate ? formatDisplayDate(loan.disbursementDate) : 'Not yet disbursed',
    },
    { label: 'Remarks', value: loan.remarks?.trim() || 'No remarks' },
  ];
  return <DetailSection title="Loan Information" rows={rows} />;
}

const METHOD_LABELS: Record<LoanView['disbursementMethod'], string> = {
  mobile_money: 'Mobile money',
  bank_account: 'Bank account',
};

const orDash = (value: string | null) => value?.trim() || '—';

export function DisbursementDetails({ loan }: { loan: LoanView }) {
  const rows: DetailRow[] = [{ label: 'Method', value: METHOD_LABELS[loan.disbursementMethod] }];
  if (loan.disbursementMethod === 'mobile_money') {
    rows.push(
      {
        label: 'Provider',
        value: loan.mobileMoneyProvider ? OPERATOR_LABELS[loan.mobileMoneyProvider] : '—',
      },
      { label: 'Mobile Number', value: orDash(loan.mobileMoneyNumber) },
    );
  } else {
    rows.push(
      { label: 'Bank', value: orDash(loan.bankName) },
      { label: 'Account Name', value: orDash(loan.bankAccountName) },
      { label: 'Account Number', value: orDash(loan.bankAccountNumber) },
    );
  }
  return <DetailSection title="Disbursement Details" rows={rows} />;
}
