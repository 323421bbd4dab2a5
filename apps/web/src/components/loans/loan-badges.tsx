import type { DerivedPaymentStatus } from '@kwacha/shared/loans/borrower-scores';
import type { LoanStatus } from '@kwacha/shared/loans/loan-view';
import { useT } from '../../lib/i18n/use-t';
import { LOAN_STATUS_TONES, PAYMENT_STATUS_TONES, type Tone } from '../../lib/loans/loan-format';
import { loanStatusMessages, paymentStandingMessages } from './loan-badges.messages';

const toneClasses: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-900 ring-red-300',
};

function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${toneClasses[tone]}`}
    >
      {children}
    </span>
  );
}

/** The loan's status; the visible text is the whole label, so colour never carries meaning alone. */
export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const t = useT();
  return <Badge tone={LOAN_STATUS_TONES[status]}>{t(loanStatusMessages[status])}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: DerivedPaymentStatus }) {
  const t = useT();
  return <Badge tone={PAYMENT_STATUS_TONES[status]}>{t(paymentStandingMessages[status])}</Badge>;
}
