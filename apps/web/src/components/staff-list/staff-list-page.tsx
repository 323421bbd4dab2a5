import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface StaffListPageProps {
  /** The page's heading and title. */
  title: string;
  /** Under the heading: what the list holds, in what order, and links to its neighbours. */
  intro: ReactNode;
  /** Beside the heading and intro from sm up (the log's CSV export). */
  actions?: ReactNode;
  /** The filters and the results, stacked. */
  children: ReactNode;
}

/** The frame of a wide staff list (the audit log, e-mails, text messages): heading, intro, then the list. */
export function StaffListPage({ title, intro, actions, children }: StaffListPageProps) {
  usePageTitle(title);
  const heading = (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-slate-700">{intro}</p>
    </>
  );
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      {actions ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div>{heading}</div>
          {actions}
        </div>
      ) : (
        heading
      )}
      <div className="mt-6 space-y-4">{children}</div>
    </div>
  );
}
