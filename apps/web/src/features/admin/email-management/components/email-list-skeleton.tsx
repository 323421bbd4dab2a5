const PLACEHOLDER_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

/** The shape of the list while the first page loads, so nothing jumps when it arrives. */
export function EmailListSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading e-mails…</span>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        {PLACEHOLDER_ROWS.map((key) => (
          <div key={key} className="h-14 rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
