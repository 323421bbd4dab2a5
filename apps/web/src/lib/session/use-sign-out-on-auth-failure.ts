import { useCallback, useEffect, useRef } from 'react';
import { useToast } from '../../components/ui/toast-context';
import { isAuthFailure } from '../server-message';
import { useSession } from './session-context';

/**
 * docs/product.md §8: a 401 or 403 while loading a borrower's data ends the session and goes to /login.
 * (A 401 has usually ended it already, in apiFetch; a 403 only ends it here.)
 */
export function useSignOutOnAuthFailure(error: unknown): void {
  const { signOut } = useSession();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !isAuthFailure(error)) return;
    done.current = true;
    signOut();
  }, [error, signOut]);
}

/**
 * A callback for the query's `onAuthFailure` that toasts the message once per page: ending the session
 * clears the query cache, and the page (still mounted for a moment) may ask again and fail again.
 */
export function useAuthFailureToast(message: string): () => void {
  const { toast } = useToast();
  const shown = useRef(false);
  return useCallback(() => {
    if (shown.current) return;
    shown.current = true;
    toast({ type: 'error', title: message });
  }, [message, toast]);
}
