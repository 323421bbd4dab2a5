import type { KycStatus } from '@kwacha/shared/kyc/kyc-view';
import { useT } from '../../lib/i18n/use-t';
import { kycStatusMessages } from './kyc.messages';

const TONES: Record<KycStatus, string> = {
  not_started: 'bg-slate-100 text-slate-800',
  submitted: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  needs_another_photo: 'bg-amber-100 text-amber-900',
};

/**
 * An identity check's status, in the borrower's words of docs/product.md §20 and language unless the
 * screen gives its own (staff read "Waiting for a decision" rather than "we are checking your documents",
 * in English).
 */
export function KycStatusBadge({
  status,
  labels,
}: {
  status: KycStatus;
  labels?: Record<KycStatus, string>;
}) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-medium ${TONES[status]}`}>
      {labels ? labels[status] : t(kycStatusMessages[status])}
    </span>
  );
}
