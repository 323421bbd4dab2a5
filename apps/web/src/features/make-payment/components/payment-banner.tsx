import { useEffect, useRef } from 'react';
import { AlertCircleIcon, CloseIcon } from '../../../components/ui/icons';

/**
 * Why the payment was not made, above the form until dismissed or the next attempt. It takes the focus
 * when it appears, so phones scroll to it and screen readers read it.
 */
export function PaymentBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return (
    <div role="alert" ref={ref} tabIndex={-1} className="focus:outline-none">
      {message ? (
        <div className="mb-6 flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircleIcon className="size-5 shrink-0" />
          <p className="flex-1">{message}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label="Dismiss message"
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-red-900 hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
