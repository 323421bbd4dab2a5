import { Link } from 'react-router';
import type { Session } from '../../features/auth/session-context';
import { ACCOUNT_ITEMS, ADMIN_TOOLS_ITEMS, SERVICES_ITEMS } from './nav-links';
import { NavMenu, navLinkClass } from './nav-menu';
import { NotificationBell } from './notification-bell';

type SignedIn = Extract<Session, { status: 'authenticated' }>;

function LogOutButton({ onSignOut }: { onSignOut: () => void }) {
  return (
    <button type="button" onClick={onSignOut} className={`${navLinkClass} w-full text-left font-semibold`}>
      LOG OUT
    </button>
  );
}

/** Menu entries for borrowers: Services, notifications, account, the unverified badge and LOG OUT. */
export function UserNavItems({ session, onSignOut }: { session: SignedIn; onSignOut: () => void }) {
  return (
    <>
      <li>
        <NavMenu label="Services" items={SERVICES_ITEMS} />
      </li>
      <li>
        <NotificationBell />
      </li>
      <li>
        <NavMenu label="Account" items={ACCOUNT_ITEMS} />
      </li>
      {session.user.isEmailVerified ? null : (
        <li>
          <Link
            to="/verify-email-prompt"
            className="inline-flex min-h-11 items-center rounded-full bg-yellow-100 px-3 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-400 hover:bg-yellow-200"
          >
            Email not verified
          </Link>
        </li>
      )}
      <li>
        <LogOutButton onSignOut={onSignOut} />
      </li>
    </>
  );
}

export function StaffNavItems({ onSignOut }: { onSignOut: () => void }) {
  return (
    <>
      <li>
        <NavMenu label="Admin Tools" items={ADMIN_TOOLS_ITEMS} />
      </li>
      <li>
        <LogOutButton onSignOut={onSignOut} />
      </li>
    </>
  );
}
