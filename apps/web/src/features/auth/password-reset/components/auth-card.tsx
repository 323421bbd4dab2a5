import type { ReactNode } from 'react';

export const textLinkClasses =
  'rounded font-semibold text-emerald-800 underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600';

interface AuthCardProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The narrow centred card the password recovery screens share. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {intro ? <p className="mt-1 text-slate-700">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}
