import { SelectField } from '../../../../components/form/select-field';
import { FilterBar } from '../../../../components/staff-list/filter-bar';
import { SearchFilterField } from '../../../../components/staff-list/search-filter-field';
import { ROLE_OPTIONS, STATUS_OPTIONS, type UserListFilters } from '../user-list-params';

interface UserListFiltersProps {
  filters: UserListFilters;
  onChange: (key: keyof UserListFilters, value: string) => void;
}

/** The search (applied 300 ms after typing stops) and the role and status filters. */
export function UserListFiltersForm({ filters, onChange }: UserListFiltersProps) {
  return (
    <FilterBar label="Search and filter users" columns="sm:grid-cols-2 lg:grid-cols-4">
      <SearchFilterField
        label="Search users"
        placeholder="Name, e-mail, phone, NRC or username"
        value={filters.q}
        onCommit={(text) => onChange('q', text)}
      />
      <SelectField
        label="Role"
        options={ROLE_OPTIONS}
        value={filters.role}
        onChange={(event) => onChange('role', event.target.value)}
      />
      <SelectField
        label="Status"
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(event) => onChange('status', event.target.value)}
      />
    </FilterBar>
  );
}
