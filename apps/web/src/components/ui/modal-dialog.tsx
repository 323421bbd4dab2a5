import { useRef } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { Button } from './button';
import { Dialog } from './dialog';
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

export function ModalDialog({ request, onClose }: ModalDialogProps) {
  const { id, kind, title, message, returnFocus } = request;
  const t = useT();
  const confirmLabel = request.confirmLabel ?? t(messages.confirm);
  const cancelLabel = request.cancelLabel ?? t(messages.cancel);
  const initialFocusRef = useRef<HTMLButtonElement>(null);

  const finish = (confirmed: boolean) => {
    request.resolve(confirmed);
    onClose(id);
  };

  return (
    <Dialog
      title={title}
      description={message}
      onClose={() => finish(false)}
      initialFocus={initialFocusRef}
      returnFocus={returnFocus}
      layer="confirmation"
    >
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
    </Dialog>
  );
}
