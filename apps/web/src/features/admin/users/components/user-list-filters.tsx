import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { FilterBar } from '../../../../components/staff-list/filter-bar';
import { useDebouncedInput } from '../../../../lib/use-debounced-input';
import { ROLE_OPTIONS, STATUS_OPTIONS, type UserListFilters } from '../user-list-params';

interface UserListFiltersProps {
  filters: UserListFilters;
  onChange: (key: keyof UserListFilters, value: string) => void;
}

/** The search (applied 300 ms after typing stops) and the role and status filters. */
export function UserListFiltersForm({ filters, onChange }: UserListFiltersProps) {
  const [q, setQ] = useDebouncedInput(filters.q, (text) => onChange('q', text));
  return (
    <FilterBar label="Search and filter users" columns="sm:grid-cols-2 lg:grid-cols-4">
      <TextField
        className="sm:col-span-2"
        label="Search users"
        type="search"
        placeholder="Name, e-mail, phone, NRC or username"
        autoComplete="off"
        maxLength={100}
        value={q}
        onChange={(event) => setQ(event.target.value)}
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
