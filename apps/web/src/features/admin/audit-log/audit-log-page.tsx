import { LogResults } from '../../../components/staff-list/list-results';
import { StaffListPage } from '../../../components/staff-list/staff-list-page';
import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
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
  const list = useKeysetListParams(AUDIT_FILTERS);
  const log = useAuditLogQuery(auditQuery(list.filters, list.cursor));
  const choices = useAuditFilterChoicesQuery();

  return (
    <StaffListPage
      title="Audit Log"
      intro="Every action by staff and by the system, newest first. Times are Lusaka time."
      actions={<AuditCsvButton query={auditQuery(list.filters)} />}
    >
      <AuditFiltersForm filters={list.filters} choices={choices.data} onApply={list.setFilters} />
      <LogResults
        label="Audit records"
        list={list}
        filters={AUDIT_FILTERS}
        query={log}
        loading={{ label: 'Loading the audit log…', placeholders: { count: 6, height: 'h-14' } }}
        emptyMessage={NO_AUDIT_RECORDS_MESSAGE}
        noMatchMessage={NO_MATCHING_RECORDS_MESSAGE}
        error={{ fallback: AUDIT_LOAD_FAILED_MESSAGE }}
      >
        {(items) => <AuditResults items={items} />}
      </LogResults>
    </StaffListPage>
  );
}
