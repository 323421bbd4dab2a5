import { formatDateTime } from '../../../../lib/format-date';
import { usePendingDeletionsQuery } from '../api/get-pending-deletions';
import { STAFF_DELETION_REASON_LABELS } from '../identity-check-texts';

export const PENDING_DELETIONS_TITLE = 'Photos waiting to be deleted from storage';
export const PENDING_DELETIONS_HELP =
  'The photo store did not delete these when asked. They are tried again automatically, waiting longer each time, until they are gone. If the list keeps growing, the storage settings need checking (see the operations guide).';

const cellClass = 'px-3 py-2 align-top';

/**
 * docs/product.md §20.6: photos in the S3-compatible store whose deletion failed (an erased borrower's,
 * a replaced one's), so that staff see a store that is not deleting rather than trusting that it did.
 * Shown only while there are some; nothing for staff to do here but to tell whoever runs the servers.
 */
export function PendingDeletions() {
  const query = usePendingDeletionsQuery();
  const data = query.data;
  if (!data || data.count === 0) return null;
  return (
    <section
      aria-labelledby="pending-deletions-title"
      className="mt-8 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="pending-deletions-title" className="text-lg font-semibold">
        {PENDING_DELETIONS_TITLE}: {data.count}
      </h2>
      <p className="mt-1">{PENDING_DELETIONS_HELP}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-amber-300">
              <th scope="col" className={cellClass}>
                Stored as
              </th>
              <th scope="col" className={cellClass}>
                Why
              </th>
              <th scope="col" className={cellClass}>
                Tries
              </th>
              <th scope="col" className={cellClass}>
                Last error
              </th>
              <th scope="col" className={cellClass}>
                Next try
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((item) => (
              <tr key={item.storageKey} className="border-b border-amber-200 last:border-0">
                <td className={`${cellClass} break-all font-mono text-xs`}>{item.storageKey}</td>
                <td className={cellClass}>{STAFF_DELETION_REASON_LABELS[item.reason]}</td>
                <td className={cellClass}>{item.attempts}</td>
                <td className={cellClass}>{item.lastError ?? 'Not tried yet'}</td>
                <td className={cellClass}>{formatDateTime(item.nextAttemptAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.count > data.items.length ? (
        <p className="mt-2 text-sm">
          The oldest {data.items.length} of {data.count} are shown.
        </p>
      ) : null}
    </section>
  );
}
