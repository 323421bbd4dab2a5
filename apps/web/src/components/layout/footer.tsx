import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useClientValue } from '../../lib/use-client-value';
import { FacebookIcon, LinkedInIcon, XIcon } from '../ui/icons';

const INFO_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/how-it-works', label: 'How It Works' },
  { to: '/loan-products', label: 'Loan Products' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-of-use', label: 'Terms of Use' },
];

const SOCIAL_LINKS: { href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { href: 'https://www.facebook.com/kwachaloans', label: 'Kwacha Loans on Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/kwachaloans', label: 'Kwacha Loans on X (Twitter)', Icon: XIcon },
  {
    href: 'https://www.linkedin.com/company/kwachaloans',
    label: 'Kwacha Loans on LinkedIn',
    Icon: LinkedInIcon,
  },
];

const currentYear = () => new Date().getFullYear();

const linkClass = 'rounded text-slate-300 hover:text-white focus-visible:outline-emerald-300';

export function Footer() {
  // Not in the pre-rendered pages, which may be older than this year (docs/architecture.md §14).
  const year = useClientValue(currentYear, undefined);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Kwacha Loans</p>
          <p className="mt-2 text-sm">Loans in kwacha, paid to your mobile money.</p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={label}
                  className={`inline-flex size-11 items-center justify-center ${linkClass}`}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Information">
          <h2 className="font-semibold text-white">Information</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Support hours</h2>
          <p className="mt-3 text-sm">Monday-Friday 8:00-18:00, Saturday 9:00-14:00, Sunday closed</p>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-sm">
        {year === undefined
          ? '© Kwacha Loans. All rights reserved.'
          : `© ${year} Kwacha Loans. All rights reserved.`}
      </p>
    </footer>
  );
}
