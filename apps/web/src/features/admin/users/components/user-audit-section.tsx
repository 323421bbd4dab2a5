import type { AdminUserAuditEvent } from '@kwacha/shared/staff/admin-users';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../lib/format-date';
import { auditActionLabel, auditChangeWords, SYSTEM_ACTOR } from '../audit-words';
import { adminUserPath, loanDetailsPath } from '../user-paths';

interface UserAuditSectionProps {
  title: string;
  events: AdminUserAuditEvent[];
  empty: string;
  /** Staff actions name what they acted on; the account's own history does not need to. */
  showSubject?: boolean;
}

/** Audit records, newest first: what, who, when and what changed. */
export function UserAuditSection({ title, events, empty, showSubject = false }: UserAuditSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-slate-700">{empty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-200">
          {events.map((event) => {
            const changes = auditChangeWords(event);
            return (
              <li key={event.id} className="py-3">
                <p className="font-medium text-slate-900">
                  {auditActionLabel(event.action)}
                  {showSubject ? <Subject event={event} /> : null}
                </p>
                {changes ? <p className="text-slate-800">{changes}</p> : null}
                <p className="mt-0.5 text-sm text-slate-600">
                  <time dateTime={event.timestamp}>{formatDateTime(event.timestamp)}</time>
                  {` · by ${event.actor ?? SYSTEM_ACTOR}`}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Subject({ event }: { event: AdminUserAuditEvent }) {
  const linkClass = 'rounded text-emerald-800 underline';
  if (event.loanId) {
    return (
      <>
        {' · '}
        <Link to={loanDetailsPath(event.loanId)} className={linkClass}>
          {`loan ${event.loanId.slice(0, 8)}`}
        </Link>
      </>
    );
  }
  if (event.entityType === 'user') {
    return (
      <>
        {' · '}
        <Link to={adminUserPath(event.entityId)} className={linkClass}>
          {`account ${event.entityId.slice(0, 8)}`}
        </Link>
      </>
    );
  }
  return null;
}
