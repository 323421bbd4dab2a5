import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface FigureLinkProps {
  to: string;
  /** What the link opens, said after the figure: 'open the 3 loans 30 or more days late'. */
  opens: string;
  children: ReactNode;
  /** The figure as text, when the children are not plain text (the accessible name starts with it). */
  figure?: string;
  className?: string;
}

/**
 * A figure that opens the staff loan list filtered to the loans behind it. Its accessible name starts with
 * the figure people see (WCAG 2.5.3) and says where it leads.
 */
export function FigureLink({ to, opens, children, figure, className = '' }: FigureLinkProps) {
  const shown = figure ?? (typeof children === 'string' ? children : undefined);
  return (
    <Link
      to={to}
      aria-label={shown ? `${shown}: ${opens}` : opens}
      className={`rounded-sm font-semibold text-emerald-800 underline decoration-emerald-300 underline-offset-4 hover:text-emerald-950 hover:decoration-emerald-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 ${className}`}
    >
      {children}
    </Link>
  );
}
