import { KeysetResults } from '../../../components/staff-list/list-results';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuditFilterChoicesQuery } from './api/get-audit-filter-choices';
import { useAuditLogQuery } from './api/get-audit-log';
import { AUDIT_FILTERS, auditQuery } from './audit-params';
import { AuditCsvButton } from './components/audit-csv-button';
import { AuditFiltersForm } from './components/audit-filters-form';
import { AuditResults } from './components/audit-results';

export const NO_AUDIT_RECORDS_MESSAGE = 'No actions have been recorded yet.';
export const NO_MATCHING_RECORDS_MESSAGE = 'No records match these filters.';
export const AUDIT_LOAD_FAILED_MESSAGE = 'Failed to load the audit log. Please try again.';

/** /admin-dashboard/audit (docs/product.md §14.9): every recorded action, read only, newest first. */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const list = useKeysetListParams(AUDIT_FILTERS);
  const log = useAuditLogQuery(auditQuery(list.filters, list.cursor));
  const choices = useAuditFilterChoicesQuery();

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Audit Log</h1>
          <p className="mt-1 text-slate-700">
            Every action by staff and by the system, newest first. Times are Lusaka time.
          </p>
        </div>
        <AuditCsvButton query={auditQuery(list.filters)} />
      </div>
      <div className="mt-6 space-y-4">
        <AuditFiltersForm filters={list.filters} choices={choices.data} onApply={list.setFilters} />
        <KeysetResults
          label="Audit records"
          paging={list}
          query={log}
          loading={{ label: 'Loading the audit log…', placeholders: { count: 6, height: 'h-14' } }}
          empty={{
            emptyMessage: NO_AUDIT_RECORDS_MESSAGE,
            noMatchMessage: NO_MATCHING_RECORDS_MESSAGE,
            filtered: AUDIT_FILTERS.isFiltered(list.filters),
            onClearFilters: () => list.setFilters(AUDIT_FILTERS.none),
          }}
          error={{ fallback: AUDIT_LOAD_FAILED_MESSAGE }}
          pageLabels={{ previous: 'Newer', next: 'Older' }}
        >
          {(items) => <AuditResults items={items} />}
        </KeysetResults>
      </div>
    </div>
  );
}
