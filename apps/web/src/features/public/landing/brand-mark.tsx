/** The Kwacha Loans mark: a coin with a K, drawn inline so the landing page loads no image. */
export function BrandMark({ className = 'size-10' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="19" fill="#047857" />
      <circle cx="20" cy="20" r="14.5" fill="none" stroke="#fbbf24" strokeWidth="2" />
      <path
        d="M15 11v18M15 20.5 24.5 11M17.5 18.5 25 29"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
