import { useCallback, useEffect, useState } from 'react';

export interface DebouncedState<T> {
  /** What the control shows, updated at once. */
  input: T;
  /** What is applied, `delayMs` after the input stopped changing. */
  value: T;
  setInput: (next: T) => void;
  /** Sets both at once: clearing a filter should not wait. */
  reset: (next: T) => void;
}

export function useDebouncedState<T>(initial: T, delayMs: number): DebouncedState<T> {
  const [input, setInput] = useState(initial);
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setValue(input), delayMs);
    return () => clearTimeout(timer);
  }, [input, delayMs]);
  const reset = useCallback((next: T) => {
    setInput(next);
    setValue(next);
  }, []);
  return { input, value, setInput, reset };
}
