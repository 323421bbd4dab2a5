import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDisclosure } from '../../components/layout/use-disclosure';
import { formatCompactDateTime } from '../../lib/format-date';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import type { NotificationView } from './api/notifications-api';
import { notificationMessages as messages } from './notifications.messages';
import { useNotificationActions, useNotificationList, useUnreadCount } from './use-notifications';

interface NotificationBellProps {
  /**
   * Always float the panel over the page (a top bar). Otherwise it opens in the flow of the mobile
   * menu and floats only from md up, as in the navigation bar.
   */
  floating?: boolean;
}

/**
 * docs/product.md §2, Other: the bell with the unread count from the server; the list loads when it
 * opens, scrolls at a maximum height, and a click or Mark all as read sets items read.
 */
export function NotificationBell({ floating = false }: NotificationBellProps) {
  const t = useT();
  const format = useFormatMessage();
  const popover = useDisclosure();
  const unread = useUnreadCount().data ?? 0;
  const list = useNotificationList(popover.open);
  const { markRead, markAllRead } = useNotificationActions();

  // On a phone the bell sits left of the menu button, so a panel hanging from it ran off the screen's left
  // edge at 360 px. There it is a sheet across the screen instead: with no positioned box around it, the
  // panel's left and right are the page's and its top stays below the bell (docs/product.md §2.21).
  const panelPosition = floating
    ? 'absolute inset-x-2 z-40 shadow-lg sm:inset-x-auto sm:right-0 sm:w-80'
    : 'w-full md:absolute md:right-0 md:z-40 md:w-80 md:shadow-lg';

  return (
    <div {...popover.containerProps} className={floating ? 'sm:relative' : 'relative'}>
      <button
        {...popover.buttonProps}
        aria-label={unread > 0 ? format(messages.bellUnread, { count: unread }) : t(messages.bell)}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className="size-6"
        >
          <path d="M18 8a6 6 0 1 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
        </svg>
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div
        id={popover.panelId}
        hidden={!popover.open}
        role="dialog"
        aria-label={t(messages.panel)}
        className={`mt-2 rounded-xl border border-slate-200 bg-white p-3 ${panelPosition}`}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">{t(messages.heading)}</h2>
          <button
            type="button"
            onClick={() => void markAllRead()}
            disabled={unread === 0}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
          >
            {t(messages.markAllRead)}
          </button>
        </div>
        <div className="mt-2 max-h-80 overflow-y-auto">
          {list.data ? (
            list.data.length === 0 ? (
              <PanelText>{t(messages.empty)}</PanelText>
            ) : (
              <ul className="grid gap-1">
                {list.data.map((item) => (
                  <li key={item.id}>
                    <NotificationItem item={item} onRead={() => void markRead(item)} />
                  </li>
                ))}
              </ul>
            )
          ) : list.isError ? (
            <div role="alert" className="py-4 text-center text-sm text-red-800">
              <p>{t(messages.loadFailed)}</p>
              <button
                type="button"
                onClick={() => void list.refetch()}
                className="mt-1 min-h-11 rounded-lg px-3 font-medium text-emerald-800 hover:bg-emerald-50"
              >
                {t(messages.tryAgain)}
              </button>
            </div>
          ) : popover.open ? (
            <PanelText status>{t(messages.loading)}</PanelText>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function PanelText({ children, status = false }: { children: ReactNode; status?: boolean }) {
  return (
    <p role={status ? 'status' : undefined} className="py-4 text-center text-sm text-slate-600">
      {children}
    </p>
  );
}

const itemClass = (read: boolean) =>
  `block w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 ${read ? 'text-slate-600' : 'font-semibold text-slate-900'}`;

/** An item about a loan is a link to it (marking it read on the way); any other is a button. */
function NotificationItem({ item, onRead }: { item: NotificationView; onRead: () => void }) {
  const t = useT();
  const content = (
    <>
      {item.read ? null : (
        <>
          <span className="sr-only">{t(messages.unread)}</span>{' '}
        </>
      )}
      {item.message}{' '}
      <span className="mt-0.5 block text-xs font-normal text-slate-500">
        {formatCompactDateTime(item.timestamp)}
      </span>
    </>
  );
  if (item.loanId) {
    return (
      <Link
        to={`/loan-details/${encodeURIComponent(item.loanId)}`}
        onClick={onRead}
        className={itemClass(item.read)}
      >
        {content}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onRead} className={itemClass(item.read)}>
      {content}
    </button>
  );
}
