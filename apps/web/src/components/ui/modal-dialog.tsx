import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import type { ConfirmOptions } from './modal-context';
import { modalDialogMessages as messages } from './modal-dialog.messages';

export interface ModalRequest extends ConfirmOptions {
  id: number;
  kind: 'alert' | 'confirm';
  resolve: (confirmed: boolean) => void;
  /** Where focus goes back to when the dialog closes. */
  returnFocus: HTMLElement | null;
}

interface ModalDialogProps {
  request: ModalRequest;
  onClose: (id: number) => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function ModalDialog({ request, onClose }: ModalDialogProps) {
  const { id, kind, title, message, returnFocus } = request;
  const t = useT();
  const confirmLabel = request.confirmLabel ?? t(messages.confirm);
  const cancelLabel = request.cancelLabel ?? t(messages.cancel);
  const titleId = useId();
  const messageId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    initialFocusRef.current?.focus();
    return () => returnFocus?.focus();
  }, [returnFocus]);

  const finish = (confirmed: boolean) => {
    request.resolve(confirmed);
    onClose(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-40 flex items-end justify-center bg-slate-900/50 p-4 sm:items-center">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p id={messageId} className="mt-2 text-slate-700">
          {message}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {kind === 'confirm' ? (
            <>
              {/* The least destructive choice gets the focus first. */}
              <Button ref={initialFocusRef} variant="secondary" onClick={() => finish(false)}>
                {cancelLabel}
              </Button>
              <Button onClick={() => finish(true)}>{confirmLabel}</Button>
            </>
          ) : (
            <Button ref={initialFocusRef} onClick={() => finish(true)}>
              {t(messages.ok)}
            </Button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
