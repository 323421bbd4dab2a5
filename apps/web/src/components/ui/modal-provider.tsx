import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type AlertOptions, type ConfirmOptions, type ModalApi, ModalContext } from './modal-context';
import type { ModalRequest } from './modal-dialog';
import { onDemandPart, useOnDemandPart } from './on-demand-part';

// Fetched once the app has mounted, not with the landing page's JavaScript (docs/performance.md).
export const modalDialogPart = onDemandPart(() => import('./modal-dialog').then((m) => m.ModalDialog));

export function ModalProvider({ children }: { children: ReactNode }) {
  // Requests queue up so two dialogs never open on top of each other.
  const [queue, setQueue] = useState<ModalRequest[]>([]);
  const nextId = useRef(0);

  const open = useCallback((request: Omit<ModalRequest, 'id' | 'returnFocus'>) => {
    nextId.current += 1;
    // Captured now: once the page turns inert the browser may already have moved focus away.
    const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setQueue((current) => [...current, { ...request, id: nextId.current, returnFocus }]);
  }, []);

  const close = useCallback((id: number) => {
    setQueue((current) => current.filter((request) => request.id !== id));
  }, []);

  const api = useMemo<ModalApi>(
    () => ({
      alert: (options: AlertOptions) =>
        new Promise<void>((resolve) => open({ kind: 'alert', ...options, resolve: () => resolve() })),
      confirm: (options: ConfirmOptions) =>
        new Promise<boolean>((resolve) => open({ kind: 'confirm', ...options, resolve })),
    }),
    [open],
  );

  const current = queue[0];
  const ModalDialog = useOnDemandPart(modalDialogPart, current !== undefined);
  // The page turns inert only once the dialog can show: never a frozen page without one.
  const dialogShown = current !== undefined && ModalDialog !== undefined;

  return (
    <ModalContext value={api}>
      {/* The page behind an open dialog is inert: no focus, no clicks, hidden from screen readers. */}
      <div inert={dialogShown} className="contents">
        {children}
      </div>
      {dialogShown && ModalDialog ? <ModalDialog key={current.id} request={current} onClose={close} /> : null}
    </ModalContext>
  );
}
