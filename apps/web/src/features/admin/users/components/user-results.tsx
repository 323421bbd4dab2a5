import type { AdminUserRow } from '@kwacha/shared/staff/admin-users';
import {
  CardFact,
  CardFacts,
  ContactLines,
  ResultCard,
  RowLink,
} from '../../../../components/staff-list/result-card';
import { type ResultsColumn, ResultsTable } from '../../../../components/staff-list/results-table';
import { formatDisplayDate } from '../../../../lib/format-date';
import { adminUserPath } from '../user-paths';
import { AccountStatusBadges, RoleBadge } from './account-badges';

const countFormat = new Intl.NumberFormat('en-GB');

const COLUMNS: ResultsColumn<AdminUserRow>[] = [
  { header: 'User', cell: (user) => <UserLink user={user} /> },
  {
    header: 'Contact',
    className: 'text-slate-700',
    cell: (user) => <ContactLines email={user.email} phoneNumber={user.phoneNumber} />,
  },
  { header: 'Role', cell: (user) => <RoleBadge role={user.role} /> },
  {
    header: 'Status',
    cell: (user) => <AccountStatusBadges status={user.status} verified={user.isEmailVerified} />,
  },
  {
    header: 'Loans',
    numeric: true,
    className: 'text-slate-900',
    cell: (user) => countFormat.format(user.loanCount),
  },
  {
    header: 'Registered',
    className: 'whitespace-nowrap text-slate-700',
    cell: (user) => formatDisplayDate(user.registrationDate),
  },
];

/**
 * The rows: a table from md up, cards on phones. The link's text carries the username, so two people
 * with one name never share a link name.
 */
export function UserResults({ items }: { items: AdminUserRow[] }) {
  return (
    <ResultsTable
      caption="Users"
      items={items}
      rowKey={(user) => user.id}
      columns={COLUMNS}
      card={(user) => <UserCard user={user} />}
      hoverRows
    />
  );
}

function UserLink({ user, stretched = false }: { user: AdminUserRow; stretched?: boolean }) {
  return (
    <RowLink
      to={adminUserPath(user.id)}
      name={user.displayName}
      detail={`@${user.username}`}
      stretched={stretched}
    />
  );
}

/** A phone's card: the whole card opens the user (the link's hit area is stretched over it). */
function UserCard({ user }: { user: AdminUserRow }) {
  return (
    <ResultCard
      linked
      heading={<UserLink user={user} stretched />}
      headingClassName="min-w-0 text-base break-words"
      aside={<RoleBadge role={user.role} />}
    >
      <div className="mt-2">
        <AccountStatusBadges status={user.status} verified={user.isEmailVerified} />
      </div>
      <CardFacts>
        <CardFact term="E-mail" className="min-w-0 wrap-anywhere">
          {user.email}
        </CardFact>
        <CardFact term="Phone">{user.phoneNumber ?? '—'}</CardFact>
        <CardFact term="Loans">{countFormat.format(user.loanCount)}</CardFact>
        <CardFact term="Registered">{formatDisplayDate(user.registrationDate)}</CardFact>
      </CardFacts>
    </ResultCard>
  );
}
