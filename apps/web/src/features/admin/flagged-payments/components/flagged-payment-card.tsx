import type { FlaggedPayment, FlaggedPaymentAction } from '@kwacha/shared/staff/flagged-payments';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PaymentStatusBadge } from '../../../../components/payments/payment-status-badge';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format-date';
import { formatAmount } from '../../../../lib/loans/loan-format';
import { operatorLabel, shortLoanId } from '../../../../lib/payments/payment-format';
import { ACTION_BUTTON_LABELS, RESOLUTION_WORDS } from '../resolution-texts';
import { CallbackEvidence } from './callback-evidence';
import { ResolveForm } from './resolve-form';

/** One flagged payment: why, the provider's record and ours, the evidence, and what staff may do. */
export function FlaggedPaymentCard({ payment }: { payment: FlaggedPayment }) {
  const headingId = useId();
  const [action, setAction] = useState<FlaggedPaymentAction | null>(null);
  const previous = payment.previousResolution;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          {formatAmount(payment.amount)}{' '}
          <span className="text-base font-medium text-slate-700">{payment.reference}</span>
        </h2>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-300 ring-inset">
        <span className="font-semibold">Why it was flagged: </span>
        {payment.flaggedReason}
      </p>
      {previous ? (
        <p className="mt-2 text-sm text-slate-700">
          {`Flagged again after an earlier resolution: ${RESOLUTION_WORDS[previous.resolution].toLowerCase()} on ${formatDateTime(previous.resolvedAt)}${previous.resolvedBy ? ` by ${previous.resolvedBy}` : ''}${previous.note ? ` (“${previous.note}”)` : ''}.`}
        </p>
      ) : null}
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-slate-600">Borrower</dt>
        <dd className="text-slate-900">
          <Link
            to={`/loan-details/${encodeURIComponent(payment.loan.id)}`}
            className="font-semibold text-emerald-800 hover:underline"
          >
            {payment.borrower.name}
          </Link>
          <span className="block text-xs text-slate-600">{`Loan ${shortLoanId(payment.loan.id)} · ${payment.loan.productName}`}</span>
        </dd>
        <dt className="text-slate-600">Made</dt>
        <dd className="text-slate-900">
          <time dateTime={payment.createdAt}>{formatDateTime(payment.createdAt)}</time>
        </dd>
        <dt className="text-slate-600">Provider</dt>
        <dd className="text-slate-900">{`${payment.provider} · ${operatorLabel(payment.operator)} ${payment.phoneNumber}`}</dd>
        <dt className="text-slate-600">Their reference</dt>
        <dd className="break-all text-slate-900">{payment.providerReference ?? '—'}</dd>
        <dt className="text-slate-600">Our reference</dt>
        <dd className="break-all text-slate-900">{payment.reference}</dd>
        <dt className="text-slate-600">Outcome</dt>
        <dd className="text-slate-900">
          {payment.booked ? 'Booked to the loan' : (payment.failureReason ?? 'Not booked')}
        </dd>
      </dl>
      <CallbackEvidence callbacks={payment.callbacks} />
      {action ? (
        <ResolveForm key={action} payment={payment} action={action} onCancel={() => setAction(null)} />
      ) : (
        <div className="mt-4 flex flex-wrap gap-2">
          {payment.allowedActions.map((allowed) => (
            <Button
              key={allowed}
              variant={allowed === 'dismiss' ? 'secondary' : 'primary'}
              onClick={() => setAction(allowed)}
            >
              {ACTION_BUTTON_LABELS[allowed]}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
