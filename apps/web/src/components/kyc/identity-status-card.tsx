import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { useKycQuery } from '../../lib/kyc/get-kyc';
import { loadErrorMessage } from '../../lib/load-error-message';
import { kycDocumentMessages, identityCardMessages as messages } from './kyc.messages';
import { KycStatusBadge } from './kyc-status-badge';

export const VERIFY_IDENTITY_PATH = '/verify-identity';
export const KYC_STATUS_LOAD_FAILED_MESSAGE = messages.loadFailed.message;

/**
 * The borrower's identity check on the dashboard and the profile (docs/product.md §20): its status and,
 * until it is approved, the link "Verify your identity". A pending application is approved only once
 * the documents are, so the card says why it matters.
 */
export function IdentityStatusCard({
  className = '',
  applicationWaiting = false,
}: {
  className?: string;
  /** The borrower has an application waiting: say that its approval waits for this. */
  applicationWaiting?: boolean;
}) {
  const t = useT();
  const kyc = useKycQuery();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={kyc.isPending}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      {kyc.data ? (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <KycStatusBadge status={kyc.data.status} />
            {kyc.data.status === 'needs_another_photo' && kyc.data.reasonKind ? (
              <p className="mt-2 text-sm text-slate-700">
                {t(kycDocumentMessages[kyc.data.reasonKind])}: {kyc.data.reason}
              </p>
            ) : kyc.data.status !== 'approved' ? (
              <p className="mt-2 text-sm text-slate-700">
                {applicationWaiting ? t(messages.applicationWaiting) : t(messages.beforeMoney)}
              </p>
            ) : null}
          </div>
          {kyc.data.status !== 'approved' ? (
            <Link
              to={VERIFY_IDENTITY_PATH}
              className="font-semibold text-emerald-800 underline underline-offset-2"
            >
              {t(messages.verifyLink)}
            </Link>
          ) : null}
        </div>
      ) : kyc.isError ? (
        <div className="mt-2 text-sm">
          <p role="alert" className="text-red-800">
            {loadErrorMessage(kyc.error, { fallback: t(messages.loadFailed) })}
          </p>
          <button
            type="button"
            onClick={() => void kyc.refetch()}
            disabled={kyc.isFetching}
            className="mt-1 min-h-11 font-semibold text-emerald-800 underline underline-offset-2"
          >
            {t(messages.tryAgain)}
          </button>
        </div>
      ) : (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t(messages.loading)}
        </p>
      )}
    </section>
  );
}
