import { useState } from 'react';
import { KeysetResults } from '../../../components/staff-list/list-results';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCollectionQueueQuery } from './api/get-collection-queue';
import { useCollectorsQuery } from './api/get-collectors';
import { AssignBar } from './components/assign-bar';
import { KeptRates } from './components/kept-rates';
import { QueueFiltersForm } from './components/queue-filters';
import { QueueResults } from './components/queue-results';
import { collectionQueueQuery, emptyQueueText, hasQueueFilters, NO_LOANS_PAST_DUE } from './queue-params';
import { useQueueParams } from './use-queue-params';

export const QUEUE_FAILED_MESSAGE = 'Failed to load the collections queue. Please try again.';

/**
 * /admin-dashboard/collections (docs/product.md §23.2): every loan past due, filtered and ordered as the
 * URL says, a keyset page at a time; selected rows are given to a collector.
 */
export function CollectionsPage() {
  usePageTitle('Collections');
  const list = useQueueParams();
  const queue = useCollectionQueueQuery(collectionQueueQuery(list.filters, list.cursor));
  const collectors = useCollectorsQuery();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = queue.data?.items ?? [];
  // Only rows on screen stay selected: a page turn or a filter leaves the others behind.
  const shown = rows.filter((row) => selected.has(row.loanId)).map((row) => row.loanId);
  const toggle = (loanId: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(loanId);
      else next.delete(loanId);
      return next;
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <h1 className="text-3xl font-bold text-slate-900">Collections</h1>
      <p className="mt-1 max-w-3xl text-slate-700">
        Every loan past due. Borrowers are contacted only within the fair-collection rules, and texts and
        e-mails only from the templates.
      </p>
      <div className="mt-6 space-y-4">
        <QueueFiltersForm filters={list.filters} collectors={collectors.data} onChange={list.setFilter} />
        <AssignBar
          selected={shown}
          collectors={collectors.data}
          allSelected={rows.length > 0 && shown.length === rows.length}
          onSelectAll={(checked) => setSelected(new Set(checked ? rows.map((row) => row.loanId) : []))}
          onAssigned={() => setSelected(new Set())}
        />
        <KeysetResults
          label="Collections queue"
          paging={list}
          query={queue}
          loading={{ label: 'Loading the collections queue…', placeholders: { count: 5, height: 'h-16' } }}
          empty={{
            emptyMessage: NO_LOANS_PAST_DUE,
            noMatchMessage: emptyQueueText(list.filters),
            filtered: hasQueueFilters(list.filters),
            onClearFilters: list.clearFilters,
          }}
          error={{ fallback: QUEUE_FAILED_MESSAGE, compact: true }}
        >
          {(items) => <QueueResults items={items} selected={selected} onToggle={toggle} />}
        </KeysetResults>
        <KeptRates />
      </div>
    </div>
  );
}
