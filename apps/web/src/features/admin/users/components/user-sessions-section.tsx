import type { AdminUserSession } from '@kwacha/shared/staff/admin-users';
import { formatDateTime } from '../../../../lib/format-date';

/** Sessions that still work (a session ends after 8 idle hours or 7 days, docs/product.md §15.2). */
export function UserSessionsSection({ sessions }: { sessions: AdminUserSession[] }) {
  return (
    <section aria-labelledby="user-sessions-heading" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="user-sessions-heading" className="text-xl font-semibold text-slate-900">
        Active sessions
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-slate-700">No active sessions.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="py-3">
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
                <dt className="text-slate-600">Signed in</dt>
                <dd className="text-slate-900">{formatDateTime(session.createdAt)}</dd>
                <dt className="text-slate-600">Last seen</dt>
                <dd className="text-slate-900">{formatDateTime(session.lastSeenAt)}</dd>
                <dt className="text-slate-600">Expires</dt>
                <dd className="text-slate-900">{formatDateTime(session.expiresAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
