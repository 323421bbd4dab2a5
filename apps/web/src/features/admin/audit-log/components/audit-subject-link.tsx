import type { AuditSubject } from '@kwacha/shared/staff/audit-log';
import { Link } from 'react-router';
import { useSession } from '../../../../lib/session/session-context';

/** The first 8 characters, as the staff list shows loan ids. */
const shortId = (id: string) => id.slice(0, 8);

const linkClass = 'rounded font-semibold text-emerald-800 hover:underline';

/**
 * What a record is about, opening its page: a loan's details, or a person's account (a superuser's page:
 * an admin reads the name only).
 */
export function AuditSubjectLink({ subject }: { subject: AuditSubject }) {
  const { user } = useSession();
  switch (subject.kind) {
    case 'loan':
      return (
        <Link to={`/loan-details/${encodeURIComponent(subject.id)}`} className={linkClass}>
          {`Loan ${shortId(subject.id)}`}
          {subject.borrowerName ? (
            <span className="block text-xs font-normal text-slate-600">{subject.borrowerName}</span>
          ) : null}
        </Link>
      );
    case 'user':
      if (user?.role !== 'superuser') {
        return <span className="text-slate-900">{subject.name ?? `User ${shortId(subject.id)}`}</span>;
      }
      return (
        <Link to={`/admin-dashboard/users/${encodeURIComponent(subject.id)}`} className={linkClass}>
          {subject.name ?? `User ${shortId(subject.id)}`}
          <span className="block text-xs font-normal text-slate-600">Account</span>
        </Link>
      );
    case 'other':
      return (
        <span className="text-slate-700">
          <span className="capitalize">{subject.entityType}</span>{' '}
          <span className="break-all">{subject.id.replace(/_/g, ' ')}</span>
        </span>
      );
  }
}
