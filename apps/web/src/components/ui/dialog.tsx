import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: ReactNode;
  /** Said once the title is read. */
  description?: ReactNode;
  /** Escape (and whatever button the caller gives); ignored while `busy`. */
  onClose: () => void;
  busy?: boolean;
  /** Where focus starts; the first field when not given. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes back to on closing; when not given, whatever had focus as the dialog opened. */
  returnFocus?: HTMLElement | null;
  /** The confirmations of the modal provider stack above a form dialog that asks for them. */
  layer?: 'form' | 'confirmation';
  /**
   * In the page rather than at the end of <body>: a form dialog that asks for a confirmation then turns
   * inert with the page behind it.
   */
  inPage?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog: labelled by its title and described by its text, focus on its first field (or the
 * element given) and kept inside it (Tab wraps), Escape closes it, and focus goes back to where it was.
 * It scrolls within the screen, so a 360 px phone reaches every field and button.
 */
export function Dialog({
  title,
  description,
  onClose,
  busy = false,
  initialFocus,
  returnFocus,
  layer = 'form',
  inPage = false,
  children,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener =
      returnFocus !== undefined
        ? returnFocus
        : document.activeElement instanceof HTMLElement
          ? document.activeElement
          : null;
    const first = initialFocus
      ? initialFocus.current
      : dialogRef.current?.querySelector<HTMLElement>('input, select, textarea');
    first?.focus();
    return () => opener?.focus();
  }, [initialFocus, returnFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const dialog = (
    <div
      className={`fixed inset-0 ${layer === 'confirmation' ? 'z-40' : 'z-30'} flex items-end justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center`}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        onKeyDown={onKeyDown}
        className={`max-h-full w-full ${layer === 'confirmation' ? 'max-w-md' : 'max-w-lg'} overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description === undefined ? null : (
          <p id={descriptionId} className="mt-2 text-slate-700">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
  return inPage ? dialog : createPortal(dialog, document.body);
}
