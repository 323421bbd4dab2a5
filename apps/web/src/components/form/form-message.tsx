import { useKnownText } from '../../lib/i18n/known-text';
import { AlertCircleIcon, CheckCircleIcon } from '../ui/icons';
import { useRevealOnShow } from './reveal-on-show';

interface FormMessageProps {
  message?: string | null;
  className?: string;
  /** Scroll the message into view and focus it when it appears (long forms, phones). */
  reveal?: boolean;
}

// Both regions stay in the page while empty: screen readers only announce changes to a live region
// they already know about.

/** A form-level error, announced at once (role="alert"). */
export function FormError({ message, className = '', reveal = false }: FormMessageProps) {
  const ref = useRevealOnShow(message, reveal);
  // The app's own English texts (a dropped connection, a wait) in the reader's language.
  const known = useKnownText();
  return (
    <div
      role="alert"
      ref={ref}
      tabIndex={reveal ? -1 : undefined}
      className={`${className} scroll-mt-4 focus:outline-none`}
    >
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <AlertCircleIcon className="size-5 shrink-0" />
          <span>{known(message)}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A form-level success or progress message, announced politely (role="status"). */
export function FormSuccess({ message, className = '', reveal = false }: FormMessageProps) {
  const ref = useRevealOnShow(message, reveal);
  // The app's own English texts (a dropped connection, a wait) in the reader's language.
  const known = useKnownText();
  return (
    <div
      role="status"
      ref={ref}
      tabIndex={reveal ? -1 : undefined}
      className={`${className} scroll-mt-4 focus:outline-none`}
    >
      {message ? (
        <p className="flex items-start gap-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
          <CheckCircleIcon className="size-5 shrink-0" />
          <span>{known(message)}</span>
        </p>
      ) : null}
    </div>
  );
}
