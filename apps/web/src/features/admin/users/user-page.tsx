import type { AdminUserPage } from '@kwacha/shared/staff/admin-users';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router';
import { StaffRecordPage } from '../../../components/ui/staff-record-page';
import { ME_QUERY_KEY } from '../../../lib/session/get-me';
import { useSession } from '../../../lib/session/session-context';
import { adminUserQueryKey, useAdminUserQuery } from './api/get-admin-user';
import { ADMIN_USERS_QUERY_KEY } from './api/get-admin-users';
import { AccountStatusBadges, RoleBadge } from './components/account-badges';
import { UserActions } from './components/user-actions';
import { UserAuditSection } from './components/user-audit-section';
import { UserConsentSection } from './components/user-consent-section';
import { UserLoansSection } from './components/user-loans-section';
import { UserProfileSection } from './components/user-profile-section';
import { UserSessionsSection } from './components/user-sessions-section';
import { UserUssdSection } from './components/user-ussd-section';
import { ADMIN_USERS_PAGE_PATH } from './user-paths';

export const USER_NOT_FOUND_MESSAGE = 'User not found.';
export const USER_FAILED_MESSAGE = 'Failed to load the user. Please try again.';

/** /admin-dashboard/users/{id} (superuser): one account, what it holds and what was done with it. */
export function UserPage() {
  const { id = '' } = useParams();
  return (
    <StaffRecordPage
      query={useAdminUserQuery(id)}
      back={{ to: ADMIN_USERS_PAGE_PATH, label: '← All users' }}
      noun="User"
      titleOf={(user) => user.profile.displayName}
      failedMessage={USER_FAILED_MESSAGE}
      notFoundMessage={USER_NOT_FOUND_MESSAGE}
      loadingLabel="Loading user…"
      width="max-w-5xl"
    >
      {(user) => <UserSections data={user} />}
    </StaffRecordPage>
  );
}

function UserSections({ data }: { data: AdminUserPage }) {
  const { profile } = data;
  const session = useSession();
  const isSelf = session.user?.id === profile.id;
  const queryClient = useQueryClient();
  const reload = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUserQueryKey(profile.id) }),
      queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
      // Acting on oneself: the session learns the new role (the guard then moves a demoted superuser on).
      isSelf ? queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }) : undefined,
    ]);
  }, [queryClient, profile.id, isSelf]);
  const isStaff = profile.role !== 'user';

  return (
    <div className="mt-3 space-y-6">
      <div>
        <h1 className="text-3xl font-bold break-words text-slate-900">{profile.displayName}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <span>{`@${profile.username}`}</span>
          <RoleBadge role={profile.role} />
          <AccountStatusBadges status={profile.status} verified={profile.isEmailVerified} />
        </p>
      </div>
      <UserActions key={`${profile.id}:${profile.role}`} profile={profile} isSelf={isSelf} reload={reload} />
      <UserProfileSection profile={profile} />
      <UserLoansSection loans={data.loans} total={data.loanCount} />
      <UserSessionsSection sessions={data.sessions} />
      <UserConsentSection events={data.consentEvents} />
      {profile.role === 'user' ? <UserUssdSection userId={profile.id} /> : null}
      <UserAuditSection
        title="Account history"
        events={data.auditEvents}
        empty="No staff actions on this account yet."
      />
      {isStaff || data.staffActions.length > 0 ? (
        <UserAuditSection
          title="Staff actions"
          events={data.staffActions}
          empty="This account has not taken any staff actions yet."
          showSubject
        />
      ) : null}
    </div>
  );
}
