import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './user-list-params';

/**
 * The search box: shows each keystroke at once and commits after `delayMs` of quiet. When the value
 * changes from outside (Clear filters, the back button) the box follows it; its own commit coming
 * back does not overwrite what was typed since.
 */
export function useDebouncedSearch(
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

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (input === value) return;
    const timer = setTimeout(() => {
      setCommitted(input);
      commitRef.current(input);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [input, value, delayMs]);

  return [input, setInput];
}
