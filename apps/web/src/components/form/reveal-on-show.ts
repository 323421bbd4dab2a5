import { type RefObject, useEffect, useRef } from 'react';

/**
 * Brings a form-level message into view and gives it the focus each time a new one appears: at the top
 * of a long form on a phone it would otherwise be out of sight (docs/product.md §2.4). The element needs
 * tabIndex={-1}. Runs in an effect of the message's own component, so before any effect of the form
 * around it — a redirect timer the form starts then counts from the moment the message is seen.
 */
export function useRevealOnShow(
  message: string | null | undefined,
  enabled: boolean,
): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !message || !element) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.scrollIntoView?.({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [message, enabled]);
  return ref;
}
