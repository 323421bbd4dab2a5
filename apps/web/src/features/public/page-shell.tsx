import type { ReactNode } from 'react';

interface PageShellProps {
  title: string;
  /** One sentence under the heading. */
  lead?: ReactNode;
  /** A note between the heading and the lead (a translated legal text says the English binds). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame of the public text pages: one h1 and a lead, then the page's own h2 sections. */
export function PageShell({ title, lead, notice, children }: PageShellProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {notice}
      {lead ? <p className="mt-3 text-lg text-slate-700">{lead}</p> : null}
      <div className="mt-8 grid gap-10">{children}</div>
    </div>
  );
}

interface PageSectionProps {
  title: string;
  children: ReactNode;
}

export function PageSection({ title, children }: PageSectionProps) {
  return (
    <section className="grid gap-3 text-slate-700">
      <h2 className="text-2xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
