import type { KycQueueRow } from '@kwacha/shared/kyc/kyc';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { KycStatusBadge } from '../../../../components/kyc/kyc-status-badge';
import { Button } from '../../../../components/ui/button';
import { formatDateTime } from '../../../../lib/format-date';
import { identityCheckReviewPath } from '../../../../lib/kyc/identity-check-paths';
import { loadErrorMessage } from '../../../../lib/load-error-message';
import { STAFF_STATUS_LABELS } from '../identity-check-texts';

export const SHOW_MORE_FAILED_MESSAGE = 'Failed to load more identity checks. Please try again.';
export const LOADING_MORE_MESSAGE = 'Loading more identity checks…';

const checks = (count: number) => `${count} identity ${count === 1 ? 'check' : 'checks'}`;

/** What a screen reader hears once "Show more" has added its rows. */
export const shownMoreMessage = (added: number, total: number, hasMore: boolean) =>
  `${added} more shown, ${checks(total)} in all.${hasMore ? '' : ' That is the end of the list.'}`;

interface IdentityCheckListProps {
  rows: KycQueueRow[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last "Show more" failed, if it did; pressing it again retries. */
  moreError: unknown;
  onShowMore: () => void;
}

/** The borrowers of one state, each linked to their review, and "Show more" while the server has more. */
export function IdentityCheckList({
  rows,
  hasMore,
  loadingMore,
  moreError,
  onShowMore,
}: IdentityCheckListProps) {
  const countId = useId();
  // Where the rows "Show more" asked for begin. Focus moves to the first of them, so that keyboard and
  // screen-reader users carry on where the list grew instead of on a button that may be gone.
  const [firstNew, setFirstNew] = useState<number | null>(null);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (firstNew === null || rows.length <= firstNew) return;
    firstNewLink.current?.focus();
    setAnnouncement(shownMoreMessage(rows.length - firstNew, rows.length, hasMore));
    setFirstNew(null);
  }, [firstNew, rows.length, hasMore]);

  function showMore() {
    // aria-disabled rather than disabled while loading: a disabled button would drop the focus.
    if (loadingMore) return;
    setFirstNew(rows.length);
    onShowMore();
  }

  return (
    <>
      <ul className="grid gap-3">
        {rows.map((row, index) => (
          <li key={row.userId}>
            <Link
              ref={index === firstNew ? firstNewLink : undefined}
              to={identityCheckReviewPath(row.userId)}
              className="block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-600 focus-visible:outline-2 focus-visible:outline-emerald-700"
            >
              <span className="block text-lg font-semibold text-slate-900">
                {row.firstName} {row.lastName}
              </span>
              <span className="block break-words text-sm text-slate-700">{row.email}</span>
              <span className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                <KycStatusBadge status={row.status} labels={STAFF_STATUS_LABELS} />
                {row.submittedAt ? `Sent ${formatDateTime(row.submittedAt)}` : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">
        {loadingMore ? LOADING_MORE_MESSAGE : moreError ? '' : announcement}
      </p>
      {moreError && !loadingMore ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {loadErrorMessage(moreError, { fallback: SHOW_MORE_FAILED_MESSAGE })}
        </p>
      ) : null}
      {hasMore ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
          <Button
            variant="secondary"
            className="w-full sm:w-auto aria-disabled:cursor-wait aria-disabled:opacity-60"
            aria-disabled={loadingMore || undefined}
            aria-describedby={countId}
            onClick={showMore}
          >
            {loadingMore ? 'Loading…' : 'Show more'}
          </Button>
          <p id={countId} className="text-sm text-slate-600">
            {`${checks(rows.length)} shown, oldest first.`}
          </p>
        </div>
      ) : null}
    </>
  );
}
