import { useEffect, useRef, useState } from 'react';

/**
 * A text box bound to a value held elsewhere (the URL): it shows each keystroke at once and commits
 * after `delayMs` of quiet. When the value changes from outside (Clear filters, the back button), the
 * box follows it; its own commit coming back does not overwrite what was typed since.
 */
/** docs/product.md §9: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

export function useDebouncedInput(
  value: string,
  commit: (text: string) => void,
  delayMs = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [input, setInput] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const [committed, setCommitted] = useState<string | null>(null);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== committed) setInput(value);
  }

  // The latest commit without restarting the timer whenever the caller re-renders.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (input === value) return;
    // A navigation renders in a transition: while the next page's code loads, this page stays mounted.
    // A commit then (the user typed a search and at once opened a row) would pull them back to the list.
    const typedOn = window.location.pathname;
    const timer = setTimeout(() => {
      if (window.location.pathname !== typedOn) return;
      setCommitted(input);
      commitRef.current(input);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [input, value, delayMs]);

  return [input, setInput];
}
