import { Link } from 'react-router';
import { type NavItem, navLinkClass } from './nav-links';
import { NavMenu } from './nav-menu';

// Here rather than in nav-links.ts: only signed-in visitors see these menus, and this module is a chunk
// of its own (docs/architecture.md §14).
const SERVICES_ITEMS: readonly NavItem[] = [
  { to: '/my-loans', label: 'My Loans' },
  { to: '/make-payment', label: 'Make Payment' },
  { to: '/profile', label: 'My Profile' },
];

const ACCOUNT_ITEMS: readonly NavItem[] = [{ to: '/profile', label: 'My Profile' }];

const ADMIN_TOOLS_ITEMS: readonly NavItem[] = [
  { to: '/admin-dashboard/loans', label: 'Loan Applications' },
  { to: '/admin-dashboard/statistics', label: 'Reports & Statistics' },
];

function LogOutButton({ onSignOut }: { onSignOut: () => void }) {
  return (
    <button type="button" onClick={onSignOut} className={`${navLinkClass} w-full text-left font-semibold`}>
      LOG OUT
    </button>
  );
}

/**
 * The yellow badge while the borrower's e-mail is unverified. It sits in the top bar itself, never in the
 * collapsed phone menu, so it is seen at every width (docs/product.md §2.3).
 */
export function UnverifiedEmailBadge() {
  return (
    <Link
      to="/verify-email-prompt"
      className="inline-flex min-h-11 items-center rounded-full bg-yellow-100 px-3 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-400 hover:bg-yellow-200"
    >
      Email not verified
    </Link>
  );
}

/** Menu entries for borrowers: Services, account and LOG OUT (the bell and badge stay in the top bar). */
export function UserNavItems({ onSignOut }: { onSignOut: () => void }) {
  return (
    <>
      <li>
        <NavMenu label="Services" items={SERVICES_ITEMS} />
      </li>
      <li>
        <NavMenu label="Account" items={ACCOUNT_ITEMS} />
      </li>
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
