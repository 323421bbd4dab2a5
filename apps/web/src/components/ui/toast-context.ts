import { createContext, useContext } from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_EXIT_MS = 300;

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface ToastOptions {
  type: ToastType;
  title: string;
  message?: string;
  action?: { label: string; onClick: () => void };
  /** Time shown before the fade-out starts; defaults to TOAST_DURATION_MS. */
  duration?: number;
}

export interface ToastEntry extends ToastOptions {
  id: string;
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
