import type { LoanView } from '@kwacha/shared/loans/loan-view';
import { useMemo, useRef, useState } from 'react';
import { ButtonLink } from '../../components/ui/button';
import { KeptDataBanner } from '../../components/ui/kept-data-banner';
import { MY_LOANS_QUERY_KEY, useMyLoansQuery } from '../../lib/api/my-loans';
import { useKnownText } from '../../lib/i18n/known-text';
import { useFormatMessage } from '../../lib/i18n/use-format-message';
import { useT } from '../../lib/i18n/use-t';
import { AUTH_FAILED_MESSAGE, loadErrorMessage } from '../../lib/load-error-message';
import { showingLoansText } from '../../lib/loans/loan-count';
import { useKeptAnswer } from '../../lib/offline/use-kept-answer';
import { useAuthFailureToast, useSignOutOnAuthFailure } from '../../lib/session/use-sign-out-on-auth-failure';
import { usePageTitle } from '../../lib/use-page-title';
import { FilterChips } from './components/filter-chips';
import { LoanCard } from './components/loan-card';
import { LoanFiltersPanel } from './components/loan-filters-panel';
import { MyLoansSkeleton } from './components/my-loans-skeleton';
import { Pagination } from './components/pagination';
import {
  type FilterKey,
  filterChips,
  filterLoans,
  type LoanFilters,
  NO_FILTERS,
  paginate,
  SEARCH_DEBOUNCE_MS,
} from './loan-filters';
import { myLoansMessages as messages } from './my-loans.messages';
import { useDebouncedState } from './use-debounced-value';

export const EMPTY_LOANS_MESSAGE = messages.empty.message;

export function MyLoansPage() {
  const t = useT();
  // A session that ended or a wait is the app's own English (known-text.ts).
  const known = useKnownText();
  usePageTitle(t(messages.title));
  const loans = useMyLoansQuery({ onAuthFailure: useAuthFailureToast(AUTH_FAILED_MESSAGE) });
  useSignOutOnAuthFailure(loans.error);
  // docs/product.md §21: without a network, the loans last loaded on this device.
  const shown = useKeptAnswer(loans, MY_LOANS_QUERY_KEY);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t(messages.heading)}</h1>
      {shown.keptAt !== undefined && <KeptDataBanner fetchedAt={shown.keptAt} />}
      {shown.data ? (
        shown.data.length === 0 ? (
          <EmptyState />
        ) : (
          <LoanList loans={shown.data} />
        )
      ) : loans.isError ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {known(loadErrorMessage(loans.error, { fallback: t(messages.loadFailed) }))}
        </p>
      ) : (
        <MyLoansSkeleton />
      )}
    </section>
  );
}

function EmptyState() {
  const t = useT();
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg text-slate-800">{t(messages.empty)}</p>
      <ButtonLink to="/apply-loan" className="mt-6">
        {t(messages.applyFirst)}
      </ButtonLink>
    </div>
  );
}

function LoanList({ loans }: { loans: LoanView[] }) {
  const search = useDebouncedState('', SEARCH_DEBOUNCE_MS);
  const [others, setOthers] = useState<Omit<LoanFilters, 'search'>>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [now] = useState(() => new Date());
  const listRef = useRef<HTMLElement>(null);
  const t = useT();
  const format = useFormatMessage();

  const applied: LoanFilters = { ...others, search: search.value };
  const matching = useMemo(
    () => filterLoans(loans, { ...others, search: search.value }, format),
    [loans, others, search.value, format],
  );
  const current = paginate(matching, page);
  const chips = filterChips(applied, format);

  const change = (patch: Partial<LoanFilters>) => {
    const { search: text, ...rest } = patch;
    if (text !== undefined) search.setInput(text);
    if (Object.keys(rest).length > 0) setOthers((previous) => ({ ...previous, ...rest }));
    setPage(1);
  };
  const remove = (key: FilterKey) => {
    if (key === 'search') search.reset('');
    else setOthers((previous) => ({ ...previous, [key]: '' }));
    setPage(1);
  };
  const clearAll = () => {
    search.reset('');
    setOthers(NO_FILTERS);
    setPage(1);
  };
  const goTo = (next: number) => {
    setPage(next);
    // Keyboard and screen-reader users continue from the top of the new page.
    listRef.current?.focus();
  };

  return (
    <div className="mt-6 space-y-4">
      <LoanFiltersPanel filters={{ ...others, search: search.input }} onChange={change} />
      <FilterChips chips={chips} onRemove={remove} onClearAll={clearAll} />
      <p role="status" className="text-sm text-slate-700">
        {showingLoansText(
          {
            shown: current.items.length,
            matching: matching.length,
            total: loans.length,
            filtered: chips.length > 0,
          },
          format,
        )}
      </p>
      <section ref={listRef} tabIndex={-1} aria-label={t(messages.listLabel)} className="focus:outline-none">
        {current.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-800">
            {t(messages.noMatch)}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {current.items.map((loan) => (
              <li key={loan.id} className="flex">
                <LoanCard loan={loan} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <Pagination page={current.page} pageCount={current.pageCount} onPageChange={goTo} />
    </div>
  );
}
