import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** docs/product.md §9: the pause on a success message before moving on (registration, e-mail verified, reset). */
export const REDIRECT_DELAY_MS = 3000;

/**
 * Goes to `to` once `active` has stayed true for REDIRECT_DELAY_MS, so the user can read the message
 * first. Leaving the page earlier cancels it. The screen it leaves is a finished step, so it is replaced
 * in the history rather than kept for the Back button.
 */
export function useDelayedRedirect(to: string, active: boolean, delayMs: number = REDIRECT_DELAY_MS): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [active, to, delayMs, navigate]);
}
