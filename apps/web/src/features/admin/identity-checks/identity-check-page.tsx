import type { KycReview } from '@kwacha/shared/kyc/kyc';
import { KYC_DOCUMENT_KINDS } from '@kwacha/shared/kyc/kyc-view';
import { Link, useParams } from 'react-router';
import { KycStatusBadge } from '../../../components/kyc/kyc-status-badge';
import { DetailSection } from '../../../components/ui/detail-section';
import { LoadError } from '../../../components/ui/load-error';
import { formatDateTime, formatDisplayDate } from '../../../lib/format-date';
import { ADMIN_IDENTITY_CHECKS_PATH } from '../../../lib/kyc/identity-check-paths';
import { loadErrorMessage } from '../../../lib/load-error-message';
import { useSignOutOnAuthFailure } from '../../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../../lib/use-page-title';
import { useIdentityCheckQuery } from './api/get-identity-check';
import { DocumentImage } from './components/document-image';
import { ReviewActions } from './components/review-actions';
import { STAFF_DOCUMENT_LABELS, STAFF_STATUS_LABELS } from './identity-check-texts';

export const IDENTITY_CHECK_LOAD_FAILED_MESSAGE = 'Failed to load this identity check. Please try again.';
export const IDENTITY_CHECK_NOT_FOUND_MESSAGE = 'Borrower not found.';

/**
 * /admin-dashboard/identity-checks/:userId (docs/product.md §20): the borrower's registration details
 * beside their three photos, and the decision while they wait for one.
 */
export function IdentityCheckPage() {
  usePageTitle('Identity check');
  const { userId = '' } = useParams();
  const review = useIdentityCheckQuery(userId);
  useSignOutOnAuthFailure(review.error);

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:py-8">
      <Link
        to={ADMIN_IDENTITY_CHECKS_PATH}
        className="font-medium text-emerald-800 underline underline-offset-2"
      >
        ← Identity checks
      </Link>
      {review.data ? (
        <Review review={review.data} />
      ) : review.isError ? (
        <>
          <h1 className="mt-3 text-3xl font-bold text-slate-900">Identity check</h1>
          <LoadError
            message={loadErrorMessage(review.error, {
              fallback: IDENTITY_CHECK_LOAD_FAILED_MESSAGE,
              notFound: IDENTITY_CHECK_NOT_FOUND_MESSAGE,
            })}
            retrying={review.isFetching}
            onRetry={() => void review.refetch()}
          />
        </>
      ) : (
        <div role="status" aria-busy="true" className="mt-4">
          <span className="sr-only">Loading the identity check…</span>
          <div aria-hidden="true" className="grid animate-pulse gap-4 md:grid-cols-2">
            <div className="h-64 rounded-2xl bg-slate-200" />
            <div className="h-64 rounded-2xl bg-slate-200" />
          </div>
        </div>
      )}
    </div>
  );
}

function Review({ review }: { review: KycReview }) {
  const name = `${review.firstName} ${review.lastName}`;
  return (
    <>
      <h1 className="mt-3 text-3xl font-bold break-words text-slate-900">{name}</h1>
      <p className="mt-2">
        <KycStatusBadge status={review.status} labels={STAFF_STATUS_LABELS} />
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="grid content-start gap-6">
          <DetailSection
            title="Registration details"
            rows={[
              { label: 'Name', value: name },
              {
                label: 'Date of birth',
                value: review.dateOfBirth ? formatDisplayDate(review.dateOfBirth) : '—',
              },
              { label: 'NRC number', value: review.nrcNumber ?? '—' },
              { label: 'E-mail', value: review.email },
              { label: 'Sent', value: review.submittedAt ? formatDateTime(review.submittedAt) : '—' },
              ...(review.decidedAt
                ? [
                    {
                      label: 'Last decision',
                      value: `${formatDateTime(review.decidedAt)}${review.decidedBy ? ` by ${review.decidedBy}` : ''}`,
                    },
                  ]
                : []),
              ...(review.status === 'needs_another_photo' && review.reasonKind
                ? [
                    {
                      label: 'Asked for',
                      value: `${STAFF_DOCUMENT_LABELS[review.reasonKind]}: ${review.reason ?? ''}`,
                    },
                  ]
                : []),
            ]}
          />
          {review.status === 'submitted' ? <ReviewActions review={review} /> : null}
        </div>
        <section aria-label="Documents" className="grid content-start gap-4 sm:grid-cols-2">
          {KYC_DOCUMENT_KINDS.map((kind) => (
            <DocumentImage
              key={kind}
              userId={review.userId}
              kind={kind}
              document={review.documents.find((d) => d.kind === kind)}
            />
          ))}
        </section>
      </div>
    </>
  );
}
