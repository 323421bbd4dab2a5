import { Link, NavLink } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { type NavItem, navLinkClass } from './nav-links';
import { NavMenu } from './nav-menu';
import { signedInNavMessages as messages, staffNavMessages } from './signed-in-nav.messages';

// Here rather than in nav-links.ts: only signed-in visitors see these menus, and this module is a chunk
// of its own (docs/performance.md).
const SERVICES_ITEMS: readonly NavItem[] = [
  { to: '/my-loans', label: messages.myLoans },
  { to: '/make-payment', label: messages.makePayment },
  { to: '/profile', label: messages.myProfile },
];

const ACCOUNT_ITEMS: readonly NavItem[] = [{ to: '/profile', label: messages.myProfile }];

// On a phone the menu is one flat list: My Loans one tap after opening it, and the borrower's other
// pages, which the desktop bar reaches from the dashboard and loan cards (docs/product.md §2.3).
const PHONE_ITEMS: readonly NavItem[] = [
  { to: '/my-loans', label: messages.myLoans },
  { to: '/make-payment', label: messages.makePayment },
  { to: '/payment-history', label: messages.paymentHistory },
  { to: '/complaints', label: messages.complaints },
  { to: '/verify-identity', label: messages.identityCheck },
  { to: '/profile', label: messages.myProfile },
];

const ADMIN_TOOLS_ITEMS: readonly NavItem[] = [
  { to: '/admin-dashboard/loans', label: staffNavMessages.loanApplications },
  { to: '/admin-dashboard/statistics', label: staffNavMessages.reportsAndStatistics },
];

function LogOutButton({ onSignOut }: { onSignOut: () => void }) {
  const t = useT();
  return (
    <button type="button" onClick={onSignOut} className={`${navLinkClass} w-full text-left font-semibold`}>
      {t(messages.logOut)}
    </button>
  );
}

/**
 * The yellow badge while the borrower's e-mail is unverified. It sits in the top bar itself, never in the
 * collapsed phone menu, so it is seen at every width (docs/product.md §2.3).
 */
export function UnverifiedEmailBadge() {
  const t = useT();
  return (
    <Link
      to="/verify-email-prompt"
      className="inline-flex min-h-11 items-center rounded-full bg-yellow-100 px-3 text-sm font-semibold text-yellow-900 ring-1 ring-yellow-400 hover:bg-yellow-200"
    >
      {t(messages.emailNotVerified)}
    </Link>
  );
}

/**
 * Menu entries for borrowers (the bell and badge stay in the top bar): on a phone the flat list, from md
 * up SPEC's Services and account menus; LOG OUT at every width.
 */
export function UserNavItems({ onSignOut }: { onSignOut: () => void }) {
  const t = useT();
  return (
    <>
      {PHONE_ITEMS.map((item) => (
        <li key={item.to} className="md:hidden">
          <NavLink to={item.to} className={navLinkClass}>
            {t(item.label)}
          </NavLink>
        </li>
      ))}
      <li className="hidden md:block">
        <NavMenu label={t(messages.services)} items={SERVICES_ITEMS} />
      </li>
      <li className="hidden md:block">
        <NavMenu label={t(messages.account)} items={ACCOUNT_ITEMS} />
      </li>
      <li>
        <LogOutButton onSignOut={onSignOut} />
      </li>
    </>
  );
}

export function StaffNavItems({ onSignOut }: { onSignOut: () => void }) {
  const t = useT();
  return (
    <>
      <li>
        <NavMenu label={t(staffNavMessages.adminTools)} items={ADMIN_TOOLS_ITEMS} />
      </li>
      <li>
        <LogOutButton onSignOut={onSignOut} />
      </li>
    </>
  );
}
