import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';

/** A link stretched over its whole card, so the card opens what the link names. */
export const STRETCHED_LINK = 'after:absolute after:inset-0 after:rounded-2xl';

interface RowLinkProps {
  to: string;
  name: string;
  /** A second line that tells two rows of one name apart (a loan's short id, a username). */
  detail: string;
  /** Stretched over its card (the card then opens it): a ResultCard that is `linked`. */
  stretched?: boolean;
}

/** A row's name, opening its page; the detail is part of the link's name. */
export function RowLink({ to, name, detail, stretched = false }: RowLinkProps) {
  return (
    <Link
      to={to}
      className={`rounded font-semibold text-emerald-800 hover:underline ${stretched ? STRETCHED_LINK : ''}`}
    >
      {name} <span className="block text-xs font-normal text-slate-600">{detail}</span>
    </Link>
  );
}

/** A person's e-mail over their phone number, if they gave one; a long address wraps anywhere. */
export function ContactLines({ email, phoneNumber }: { email: string; phoneNumber: string | null }) {
  return (
    <>
      <span className="block min-w-0 wrap-anywhere">{email}</span>
      {phoneNumber ? <span className="block">{phoneNumber}</span> : null}
    </>
  );
}

interface ResultCardProps {
  heading: ReactNode;
  headingClassName?: string;
  /** Beside the heading: a status badge. */
  aside?: ReactNode;
  /** The card holds a STRETCHED_LINK: it is the link's frame and shows the pointer over it. */
  linked?: boolean;
  children: ReactNode;
}

/** One row of a staff list on a phone, named by its heading. */
export function ResultCard({
  heading,
  headingClassName = 'text-base',
  aside,
  linked = false,
  children,
}: ResultCardProps) {
  const headingId = useId();
  const title = (
    <h2 id={headingId} className={headingClassName}>
      {heading}
    </h2>
  );
  return (
    <article
      aria-labelledby={headingId}
      className={`${linked ? 'relative ' : ''}rounded-2xl border border-slate-200 bg-white p-4 shadow-sm${linked ? ' hover:border-emerald-600' : ''}`}
    >
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          {title}
          {aside}
        </div>
      ) : (
        title
      )}
      {children}
    </article>
  );
}

/** A card's facts, term beside value; a value may wrap but never pushes its term out. */
export function CardFacts({
  columns = 'grid-cols-[auto_minmax(0,1fr)]',
  children,
}: {
  columns?: string;
  children: ReactNode;
}) {
  return <dl className={`mt-2 grid ${columns} gap-x-4 gap-y-1 text-sm`}>{children}</dl>;
}

/** One fact of a card: its term, and its value beside it. */
export function CardFact({
  term,
  className = '',
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className={`${className} text-slate-900`.trim()}>{children}</dd>
    </>
  );
}
