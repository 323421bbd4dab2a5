import type { ReactNode, Ref } from 'react';

interface ResultsRegionProps {
  ref?: Ref<HTMLElement>;
  /** What the region holds, for screen readers ("E-mails", "Audit records"). */
  label: string;
  /** The previous page is shown while the next loads: dimmed (and, unless `busy` says otherwise, busy). */
  stale?: boolean;
  /** aria-busy: the rows are being read again. */
  busy?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * The results of a staff list (loans, users, e-mails, texts, audit records, queues): a focusable region the
 * page moves focus to after a new page or filter, so keyboard and screen-reader users land on what changed.
 */
export function ResultsRegion({
  ref,
  label,
  stale = false,
  busy = stale,
  className = '',
  children,
}: ResultsRegionProps) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={label}
      aria-busy={busy}
      className={`focus:outline-none ${stale ? 'opacity-60' : ''} ${className}`}
    >
      {children}
    </section>
  );
}
