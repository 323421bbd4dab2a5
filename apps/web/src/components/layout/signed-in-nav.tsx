import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Session } from '../../lib/session/session-context';
import { ACCOUNT_ITEMS, ADMIN_TOOLS_ITEMS, SERVICES_ITEMS } from './nav-links';
import { NavMenu, navLinkClass } from './nav-menu';

type SignedIn = Extract<Session, { status: 'authenticated' }>;

function LogOutButton({ onSignOut }: { onSignOut: () => void }) {
  return (
    <button type="button" onClick={onSignOut} className={`${navLinkClass} w-full text-left font-semibold`}>
      LOG OUT
    </button>
  );
}

interface UserNavItemsProps {
  session: SignedIn;
  onSignOut: () => void;
  /** The notification bell: it belongs to the notifications feature, so app/ passes it in. */
  notifications?: ReactNode;
}

/** Menu entries for borrowers: Services, notifications, account, the unverified badge and LOG OUT. */
export function UserNavItems({ session, onSignOut, notifications }: UserNavItemsProps) {
  return (
    <>
      <li>
        <NavMenu label="Services" items={SERVICES_ITEMS} />
      </li>
      {notifications ? <li>{notifications}</li> : null}
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
