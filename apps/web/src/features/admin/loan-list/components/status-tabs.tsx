import { Link } from 'react-router';
import { LOAN_STATUS_LABELS } from '../../../../lib/loans/loan-format';
import { filtersToSearch, type LoanListFilters, STATUS_TABS, type StatusTab } from '../list-params';

const countFormat = new Intl.NumberFormat('en-GB');

export const tabLabel = (tab: StatusTab): string => (tab === 'all' ? 'All' : LOAN_STATUS_LABELS[tab]);

const tabClass =
  'inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-medium text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-100 aria-[current=true]:bg-emerald-700 aria-[current=true]:text-white aria-[current=true]:ring-emerald-700';

/**
 * One link per status with its count (a row of toggle links: real links, so they work with the
 * keyboard, open in a new tab and go into the history). The row scrolls sideways on a phone (a thin
 * scrollbar shows there is more); from sm up the tabs wrap onto a second line rather than being cut off.
 */
export function StatusTabs({
  filters,
  counts,
}: {
  filters: LoanListFilters;
  counts?: Record<string, number>;
}) {
  return (
    <nav
      aria-label="Loan status"
      className="-mx-4 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-1"
    >
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {STATUS_TABS.map((tab) => {
          const count = counts?.[tab];
          return (
            <li key={tab}>
              <Link
                to={{ search: `?${filtersToSearch({ ...filters, status: tab })}` }}
                aria-current={filters.status === tab ? 'true' : undefined}
                className={tabClass}
              >
                {tabLabel(tab)}
                {count === undefined ? null : (
                  <>
                    {' '}
                    <span className="rounded-full bg-slate-900/10 px-2 text-xs font-semibold leading-5">
                      {countFormat.format(count)}
                    </span>
                  </>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
