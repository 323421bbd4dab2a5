import { useDisclosure } from './use-disclosure';

/** SPEC.md section 3, Notification: a client-side list that starts empty. */
export interface AppNotification {
  id: string;
  type: 'new_loan_application' | 'loan_approved' | 'loan_rejected' | 'disbursement_failed' | 'info';
  message: string;
  timestamp: string;
  read: boolean;
}

interface NotificationBellProps {
  notifications: readonly AppNotification[];
  onRead: (id: string) => void;
  onMarkAllRead: () => void;
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lusaka',
});

export function NotificationBell({ notifications, onRead, onMarkAllRead }: NotificationBellProps) {
  const popover = useDisclosure();
  const unread = notifications.filter((item) => !item.read).length;
  return (
    <div {...popover.containerProps} className="relative">
      <button
        {...popover.buttonProps}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
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
        aria-label="Your notifications"
        className="mt-2 w-full rounded-xl border border-slate-200 bg-white p-3 md:absolute md:right-0 md:z-40 md:w-80 md:shadow-lg"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-900">Notifications</h2>
          <button
            type="button"
            onClick={onMarkAllRead}
            className="min-h-11 rounded-lg px-2 text-sm font-medium text-emerald-800 hover:bg-emerald-50"
          >
            Mark all as read
          </button>
        </div>
        <div className="mt-2 max-h-80 overflow-y-auto">
          {notifications.length === 0 ? (
            <p className="py-4 text-center text-sm text-slate-600">No notifications yet</p>
          ) : (
            <ul className="grid gap-1">
              {notifications.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => onRead(item.id)}
                    className={`w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 ${item.read ? 'text-slate-600' : 'font-semibold text-slate-900'}`}
                  >
                    {item.read ? null : <span className="sr-only">Unread: </span>}
                    {item.message}
                    <span className="mt-0.5 block text-xs font-normal text-slate-500">
                      {timeFormat.format(new Date(item.timestamp))}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
