import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { auditFiltersToSearch, readAuditFilters } from './audit-params';

/** The audit log's filters and page, in the URL. */
export const useAuditParams = () =>
  useKeysetListParams({ read: readAuditFilters, write: auditFiltersToSearch });
