import { KYC_DOCUMENT_KIND_LABELS, type KycView } from '@kwacha/shared/kyc/kyc';
import { KycStatusBadge } from '../../../components/kyc/kyc-status-badge';
import { formatDateTime } from '../../../lib/format-date';

const EXPLANATIONS: Record<KycView['status'], string> = {
  not_started:
    'Add the three photos below, then send them for checking. We check them before we send any money.',
  submitted: 'We will check your documents within one working day and tell you by e-mail.',
  approved: 'Your identity is verified. Nothing more to do.',
  needs_another_photo: 'Replace the photo named below, then send your documents for checking again.',
};

/** Where the identity check stands (docs/product.md §20); read out when it changes. */
export function KycStatusBanner({ view }: { view: KycView }) {
  return (
    <div aria-live="polite" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">Status</p>
      <div className="mt-1">
        <KycStatusBadge status={view.status} />
      </div>
      <p className="mt-2 text-slate-700">{EXPLANATIONS[view.status]}</p>
      {view.status === 'needs_another_photo' && view.reasonKind ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-semibold">{KYC_DOCUMENT_KIND_LABELS[view.reasonKind]}: </span>
          {view.reason}
        </p>
      ) : null}
      {view.status === 'submitted' && view.submittedAt ? (
        <p className="mt-1 text-sm text-slate-600">Sent {formatDateTime(view.submittedAt)}.</p>
      ) : null}
      {view.status === 'approved' && view.decidedAt ? (
        <p className="mt-1 text-sm text-slate-600">Approved {formatDateTime(view.decidedAt)}.</p>
      ) : null}
    </div>
  );
}
