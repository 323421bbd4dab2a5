import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n/use-t';
import { type NavItem, navLinkClass } from './nav-links';
import { useDisclosure } from './use-disclosure';

/** A labelled button opening a list of links (Services, account, Admin Tools). */
export function NavMenu({ label, items }: { label: string; items: readonly NavItem[] }) {
  const menu = useDisclosure();
  const t = useT();
  return (
    <div {...menu.containerProps} className="relative">
      <button
        {...menu.buttonProps}
        className={`${navLinkClass} flex w-full items-center justify-between gap-1`}
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
          className={`size-4 transition-transform ${menu.open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        id={menu.panelId}
        hidden={!menu.open}
        className="ml-3 border-l border-slate-200 pl-2 md:absolute md:right-0 md:z-40 md:mt-2 md:ml-0 md:w-56 md:rounded-xl md:border md:bg-white md:p-2 md:shadow-lg"
      >
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} onClick={menu.close} className={navLinkClass}>
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
