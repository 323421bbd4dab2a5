import type { KycView } from '@kwacha/shared/kyc/kyc-view';
import { kycDocumentMessages } from '../../../components/kyc/kyc.messages';
import { KycStatusBadge } from '../../../components/kyc/kyc-status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useFormatMessage } from '../../../lib/i18n/use-format-message';
import { kycExplanationMessages, kycBannerMessages as messages } from '../verify-identity.messages';

/** Where the identity check stands (docs/product.md §20); read out when it changes. */
export function KycStatusBanner({ view }: { view: KycView }) {
  const format = useFormatMessage();
  return (
    <div aria-live="polite" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{format(messages.status)}</p>
      <div className="mt-1">
        <KycStatusBadge status={view.status} />
      </div>
      <p className="mt-2 text-slate-700">{format(kycExplanationMessages[view.status])}</p>
      {view.status === 'needs_another_photo' && view.reasonKind ? (
        <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          <span className="font-semibold">{`${format(kycDocumentMessages[view.reasonKind])}: `}</span>
          {view.reason}
        </p>
      ) : null}
      {view.status === 'submitted' && view.submittedAt ? (
        <p className="mt-1 text-sm text-slate-600">
          {format(messages.sent, { date: formatDateTime(view.submittedAt) })}
        </p>
      ) : null}
      {view.status === 'approved' && view.decidedAt ? (
        <p className="mt-1 text-sm text-slate-600">
          {format(messages.approved, { date: formatDateTime(view.decidedAt) })}
        </p>
      ) : null}
    </div>
  );
}
