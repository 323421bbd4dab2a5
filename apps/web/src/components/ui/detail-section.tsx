import type { ReactNode } from 'react';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** A titled card of label–value rows. */
export function DetailSection({ title, rows }: { title: string; rows: DetailRow[] }) {
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 divide-y divide-slate-200">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
