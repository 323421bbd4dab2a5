import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { KYC_QUERY_KEY, useKycQuery } from '../../lib/kyc/get-kyc';
import { loadErrorMessage } from '../../lib/load-error-message';
import { useKeptAnswer } from '../../lib/offline/use-kept-answer';
import { pickQueryState, useNeedsConnection } from '../../lib/offline/use-needs-connection';
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
  // docs/product.md §21.2: without a network, the status last loaded on this device, if any.
  const { data } = useKeptAnswer(kyc, KYC_QUERY_KEY);
  const needsConnection = useNeedsConnection({ ...pickQueryState(kyc), data });
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={data === undefined && !needsConnection && kyc.isPending}
      className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t(messages.heading)}
      </h2>
      {data ? (
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <KycStatusBadge status={data.status} />
            {data.status === 'needs_another_photo' && data.reasonKind ? (
              <p className="mt-2 text-sm text-slate-700">
                {t(kycDocumentMessages[data.reasonKind])}: {data.reason}
              </p>
            ) : data.status !== 'approved' ? (
              <p className="mt-2 text-sm text-slate-700">
                {applicationWaiting ? t(messages.applicationWaiting) : t(messages.beforeMoney)}
              </p>
            ) : null}
          </div>
          {data.status !== 'approved' ? (
            <Link
              to={VERIFY_IDENTITY_PATH}
              className="font-semibold text-emerald-800 underline underline-offset-2"
            >
              {t(messages.verifyLink)}
            </Link>
          ) : null}
        </div>
      ) : needsConnection ? (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t(messages.offline)}
        </p>
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
