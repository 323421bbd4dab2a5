import type { ReactNode, Ref } from 'react';

interface ResultsRegionProps {
  ref: Ref<HTMLElement>;
  /** What the region holds, for screen readers ("E-mails", "Audit records"). */
  label: string;
  /** The previous page is shown while the next loads: dimmed and marked busy. */
  stale: boolean;
  children: ReactNode;
}

/**
 * The results of a staff list (loans, users, e-mails, texts, audit records): a focusable region the page
 * moves focus to after a new page or filter, so keyboard and screen-reader users land on what changed.
 */
export function ResultsRegion({ ref, label, stale, children }: ResultsRegionProps) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label}
      aria-busy={stale}
      className={`focus:outline-none ${stale ? 'opacity-60' : ''}`}
    >
      {children}
    </section>
  );
}
