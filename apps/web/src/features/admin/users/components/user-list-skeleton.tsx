const PLACEHOLDER_ROWS = ['a', 'b', 'c', 'd', 'e'];

/** The shape of the results while the first page loads, so nothing jumps when it arrives. */
export function UserListSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading users…</span>
      <div aria-hidden="true" className="grid animate-pulse gap-3">
        {PLACEHOLDER_ROWS.map((key) => (
          <div key={key} className="h-16 rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
