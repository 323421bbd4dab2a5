import { useEffect, useState, useSyncExternalStore } from 'react';
import { PerformancePanel } from './performance-panel';
import type { PerformanceReadings } from './performance-readings';

/** How often the memory in use is read while the panel is open. */
const MEMORY_SAMPLE_MS = 2000;

/** docs/product.md §2.3: Ctrl+Shift+P (either case, so Caps Lock does not matter) shows or hides the panel. */
export function isPanelHotkey(event: KeyboardEvent): boolean {
  return (
    event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'p'
  );
}

/** Listens for the hotkey and shows the panel with live readings while it is open. */
export function PerformancePanelToggle({ readings }: { readings: PerformanceReadings }) {
  const [open, setOpen] = useState(false);
  const snapshot = useSyncExternalStore(readings.subscribe, readings.getSnapshot);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPanelHotkey(event)) return;
      // Browsers give Ctrl+Shift+P a meaning of their own (a private window in Firefox) where they can.
      event.preventDefault();
      setOpen((wasOpen) => !wasOpen);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!open) return;
    readings.sampleMemory();
    const timer = window.setInterval(readings.sampleMemory, MEMORY_SAMPLE_MS);
    return () => window.clearInterval(timer);
  }, [open, readings]);

  return open ? <PerformancePanel readings={snapshot} onClose={() => setOpen(false)} /> : null;
}
