import { type ReactNode, useEffect, useState } from 'react';
import { useKnownText } from '../../lib/i18n/known-text';
import { useT } from '../../lib/i18n/use-t';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from './icons';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, type ToastEntry, type ToastType } from './toast-context';
import { toastItemMessages as messages } from './toast-item.messages';

const styles: Record<ToastType, { box: string; icon: ReactNode }> = {
  success: {
    box: 'border-green-700 bg-green-50 text-green-950',
    icon: <CheckCircleIcon className="size-5" />,
  },
  error: { box: 'border-red-700 bg-red-50 text-red-950', icon: <AlertCircleIcon className="size-5" /> },
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-950', icon: <WarningIcon className="size-5" /> },
  info: { box: 'border-sky-700 bg-sky-50 text-sky-950', icon: <InfoIcon className="size-5" /> },
};

interface ToastItemProps {
  toast: ToastEntry;
  onRemove: (id: string) => void;
}

export function ToastItem({ toast, onRemove }: ToastItemProps) {
  const { id, type, title, message, action, duration = TOAST_DURATION_MS } = toast;
  const t = useT();
  const known = useKnownText();
  const [exiting, setExiting] = useState(false);
  // Hover or keyboard focus holds the toast so it can be read and its action reached (WCAG 2.2.1).
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (exiting || paused) return;
    const timer = setTimeout(() => setExiting(true), duration);
    return () => clearTimeout(timer);
  }, [exiting, paused, duration]);

  useEffect(() => {
    if (!exiting) return;
    const timer = setTimeout(() => onRemove(id), TOAST_EXIT_MS);
    return () => clearTimeout(timer);
  }, [exiting, id, onRemove]);

  const close = () => setExiting(true);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pausing on hover/focus is a convenience, not a control.
    <div
      role={type === 'error' ? 'alert' : undefined}
      data-toast-type={type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={`pointer-events-auto flex w-full gap-3 rounded-lg border-l-4 p-4 shadow-lg transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none ${styles[type].box} ${exiting ? 'opacity-0' : 'opacity-100'}`}
    >
      <span className="mt-0.5 shrink-0">{styles[type].icon}</span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{known(title)}</p>
        {message ? <p className="mt-1 text-sm">{known(message)}</p> : null}
        {action ? (
          <button
            type="button"
            className="mt-2 text-sm font-semibold underline underline-offset-2"
            onClick={() => {
              action.onClick();
              close();
            }}
          >
            {action.label}
          </button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={`${t(messages.close)}: ${title}`}
        className="-m-1 size-8 shrink-0 rounded p-1 hover:bg-black/5"
        onClick={close}
      >
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
