import type { AdminUserRow } from '@kwacha/shared/staff/admin-users';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../../lib/format-date';
import { adminUserPath } from '../user-paths';
import { AccountStatusBadges, RoleBadge } from './account-badges';

const countFormat = new Intl.NumberFormat('en-GB');

/**
 * The rows as a table from md up and as stacked cards on phones (CSS shows one of the two). The link's
 * text carries the username, so two people with one name never share a link name.
 */
export function UserResults({ items }: { items: AdminUserRow[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Users</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                User
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Contact
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Role
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Status
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Loans
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Registered
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((user) => (
              <tr key={user.id} className="hover:bg-slate-50">
                <td className="px-4 py-3">
                  <UserLink user={user} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <span className="block min-w-0 wrap-anywhere">{user.email}</span>
                  {user.phoneNumber ? <span className="block">{user.phoneNumber}</span> : null}
                </td>
                <td className="px-4 py-3">
                  <RoleBadge role={user.role} />
                </td>
                <td className="px-4 py-3">
                  <AccountStatusBadges status={user.status} verified={user.isEmailVerified} />
                </td>
                <td className="px-4 py-3 text-right text-slate-900">{countFormat.format(user.loanCount)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                  {formatDisplayDate(user.registrationDate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {items.map((user) => (
          <li key={user.id}>
            <UserCard user={user} />
          </li>
        ))}
      </ul>
    </>
  );
}

function UserLink({ user, stretched = false }: { user: AdminUserRow; stretched?: boolean }) {
  return (
    <Link
      to={adminUserPath(user.id)}
      className={`rounded font-semibold text-emerald-800 hover:underline ${stretched ? 'after:absolute after:inset-0 after:rounded-2xl' : ''}`}
    >
      {user.displayName}{' '}
      <span className="block text-xs font-normal text-slate-600">{`@${user.username}`}</span>
    </Link>
  );
}

/** A phone's card: the whole card opens the user (the link's hit area is stretched over it). */
function UserCard({ user }: { user: AdminUserRow }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="relative rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-emerald-600"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-base break-words">
          <UserLink user={user} stretched />
        </h2>
        <RoleBadge role={user.role} />
      </div>
      <div className="mt-2">
        <AccountStatusBadges status={user.status} verified={user.isEmailVerified} />
      </div>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">E-mail</dt>
        <dd className="min-w-0 wrap-anywhere text-slate-900">{user.email}</dd>
        <dt className="text-slate-600">Phone</dt>
        <dd className="text-slate-900">{user.phoneNumber ?? '—'}</dd>
        <dt className="text-slate-600">Loans</dt>
        <dd className="text-slate-900">{countFormat.format(user.loanCount)}</dd>
        <dt className="text-slate-600">Registered</dt>
        <dd className="text-slate-900">{formatDisplayDate(user.registrationDate)}</dd>
      </dl>
    </article>
  );
}
