import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useT } from '../../lib/i18n/use-t';
import { toastItemMessages } from './toast-item.messages';
import { type ToastApi, ToastContext, type ToastEntry, type ToastOptions } from './toast-context';
import { onDemandPart, useOnDemandPart } from './on-demand-part';

// Fetched once the app has mounted, not with the landing page's JavaScript (docs/performance.md).
export const toastItemPart = onDemandPart(() => import('./toast-item').then((m) => m.ToastItem));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((entry) => entry.id !== id));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((current) => [...current, { ...options, id }]);
    return id;
  }, []);

  const ToastItem = useOnDemandPart(toastItemPart, toasts.length > 0);
  const t = useT();

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      {/* Kept mounted so screen readers already watch it when a toast appears. At the bottom (right, from
          sm up), so a toast never covers the top bar's menu, bell or LOG OUT; at the top while a modal
          dialog is open, whose buttons sit at the bottom of a phone's screen and whose backdrop covers
          the top bar anyway (docs/product.md §2.21). */}
      <section
        aria-label={t(toastItemMessages.region)}
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:inset-x-auto sm:right-0 sm:w-96 sm:p-4 [body:has([aria-modal=true])_&]:top-0 [body:has([aria-modal=true])_&]:bottom-auto"
      >
        {ToastItem
          ? toasts.map((entry) => <ToastItem key={entry.id} toast={entry} onRemove={dismiss} />)
          : null}
      </section>
    </ToastContext>
  );
}
