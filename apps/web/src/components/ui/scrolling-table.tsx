import type { ReactNode } from 'react';

/**
 * A table that may be wider than a phone: it scrolls on its own (the page never does), and the scrolling
 * area can be focused and scrolled from the keyboard.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-700"
    >
      {children}
    </section>
  );
}

export const tableClass = 'w-full min-w-max border-collapse text-left text-sm tabular-nums';
export const captionClass = 'px-3 pt-3 pb-1 text-left sm:px-4 text-base font-semibold text-slate-900';
export const headClass =
  'border-b border-slate-200 bg-slate-50 px-3 py-2 sm:px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const rowHeadClass = 'border-b border-slate-100 px-3 py-2 font-medium sm:px-4 text-slate-900';
/** A row header that stays in view while a wide table scrolls sideways on a phone. */
export const stickyRowHeadClass = `${rowHeadClass} sticky left-0 bg-white`;
/** A second line under a figure: its count or share, in words. */
export const subClass = 'block text-xs text-slate-600';
export const cellClass =
  'border-b border-slate-100 px-3 py-2 text-right sm:px-4 whitespace-nowrap text-slate-800';
