import { createContext, useContext } from 'react';

export interface AlertOptions {
  title: string;
  message: string;
}

export interface ConfirmOptions extends AlertOptions {
  confirmLabel?: string;
  cancelLabel?: string;
}

export interface ModalApi {
  /** Resolves when the user presses OK (or Escape). */
  alert: (options: AlertOptions) => Promise<void>;
  /** Resolves true on Confirm, false on Cancel or Escape. */
  confirm: (options: ConfirmOptions) => Promise<boolean>;
}

export const ModalContext = createContext<ModalApi | null>(null);

export function useModal(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error('useModal must be used inside <ModalProvider>');
  return api;
}
