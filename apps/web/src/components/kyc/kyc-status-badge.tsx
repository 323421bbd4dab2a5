import { KYC_STATUS_LABELS, type KycStatus } from '@kwacha/shared/kyc/kyc';

const TONES: Record<KycStatus, string> = {
  not_started: 'bg-slate-100 text-slate-800',
  submitted: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  needs_another_photo: 'bg-amber-100 text-amber-900',
};

/** An identity check's status in the words of docs/product.md §20, for borrower and staff alike. */
export function KycStatusBadge({ status }: { status: KycStatus }) {
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${TONES[status]}`}>
      {KYC_STATUS_LABELS[status]}
    </span>
  );
}
