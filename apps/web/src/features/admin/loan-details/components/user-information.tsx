import type { AdminLoanView } from '@kwacha/shared/staff/admin-loans';
import { type DetailRow, DetailSection } from '../../../../components/ui/detail-section';

const orDash = (value: string | null) => value?.trim() || '—';

/** docs/product.md §2, admin only: who applied. */
export function UserInformation({ user }: { user: AdminLoanView['user'] }) {
  const fullName = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const rows: DetailRow[] = [
    { label: 'Username', value: user.username },
    { label: 'Email', value: user.email },
    { label: 'Phone', value: orDash(user.phoneNumber) },
    { label: 'Full Name', value: fullName || '—' },
    { label: 'NRC Number', value: orDash(user.nrcNumber) },
  ];
  return <DetailSection title="User Information" rows={rows} />;
}
