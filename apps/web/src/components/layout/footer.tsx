import { type ComponentType, lazy, Suspense, type SVGProps } from 'react';
import { Link } from 'react-router';
import { useClientValue, useHydrated } from '../../lib/hydration';
import { useT } from '../../lib/i18n/use-t';
import { FacebookIcon, LinkedInIcon, XIcon } from '../ui/icons';
import { footerMessages as messages } from './footer.messages';

// Below the fold, so a chunk of its own: the landing page's JavaScript stays within budget
// (docs/performance.md); it loads while the page hydrates.
const LanguageSwitcher = lazy(() =>
  import('./language-switcher').then((m) => ({ default: m.LanguageSwitcher })),
);

const INFO_LINKS = [
  { to: '/about-us', label: messages.aboutUs },
  { to: '/how-it-works', label: messages.howItWorks },
  { to: '/loan-products', label: messages.loanProducts },
  { to: '/contact-us', label: messages.contactUs },
  { to: '/privacy-policy', label: messages.privacyPolicy },
  { to: '/terms-of-use', label: messages.termsOfUse },
];

// The networks' own names; the link's name says "Kwacha Loans on …" in the reader's language.
const SOCIAL_LINKS: { href: string; network: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { href: 'https://www.facebook.com/kwachaloans', network: 'Facebook', Icon: FacebookIcon },
  { href: 'https://x.com/kwachaloans', network: 'X (Twitter)', Icon: XIcon },
  { href: 'https://www.linkedin.com/company/kwachaloans', network: 'LinkedIn', Icon: LinkedInIcon },
];

const currentYear = () => new Date().getFullYear();

const linkClass = 'rounded text-slate-300 hover:text-white focus-visible:outline-emerald-300';

export function Footer() {
  // Not in the pre-rendered pages, which may be older than this year (docs/performance.md).
  const year = useClientValue(currentYear, undefined);
  const t = useT();
  const hydrated = useHydrated();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">Kwacha Loans</p>
          <p className="mt-2 text-sm">{t(messages.tagline)}</p>
          <ul className="mt-4 flex gap-3">
            {SOCIAL_LINKS.map(({ href, network, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={t(messages.social).replace('{network}', network)}
                  className={`inline-flex size-11 items-center justify-center ${linkClass}`}
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t(messages.information)}>
          <h2 className="font-semibold text-white">{t(messages.information)}</h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">{t(messages.supportHours)}</h2>
          <p className="mt-3 text-sm">{t(messages.supportHoursText)}</p>
          {/* docs/product.md §22: the language switcher, for everyone, signed in or not. */}
          <div className="mt-6 min-h-20">
            {/* Not in the pre-rendered HTML: React would have to throw that boundary away on hydrating. */}
            {hydrated ? (
              <Suspense fallback={null}>
                <LanguageSwitcher tone="dark" />
              </Suspense>
            ) : null}
          </div>
        </div>
      </div>
      <p className="border-t border-slate-800 px-4 py-4 text-center text-sm">
        {`© ${year === undefined ? '' : `${year} `}${t(messages.rightsReserved)}`}
      </p>
    </footer>
  );
}
