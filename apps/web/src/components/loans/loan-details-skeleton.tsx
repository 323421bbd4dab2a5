const SECTIONS = ['information', 'disbursement', 'schedule'];

export function LoanDetailsSkeleton() {
  return (
    <div role="status" aria-busy="true" className="mt-6">
      <span className="sr-only">Loading loan details…</span>
      <div aria-hidden="true" className="animate-pulse space-y-6">
        {SECTIONS.map((key) => (
          <div key={key} className="h-48 rounded-2xl bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
