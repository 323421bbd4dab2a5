import { useKeysetListParams } from '../../../lib/use-keyset-list-params';
import { emailFiltersToSearch, readEmailFilters } from './email-list-params';

/** E-mail management's filters and page, in the URL. */
export const useEmailListParams = () =>
  useKeysetListParams({ read: readEmailFilters, write: emailFiltersToSearch });
