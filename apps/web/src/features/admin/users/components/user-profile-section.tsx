import { type AdminUserProfile, ROLE_LABELS } from '@kwacha/shared/staff/admin-users';
import { DetailSection } from '../../../../components/ui/detail-section';
import { formatDateTime, formatDisplayDate } from '../../../../lib/format-date';

const orDash = (value: string | null) => value || '—';

/** Everything the account holds but its secrets; the NRC is shown (this page is for superusers only). */
export function UserProfileSection({ profile }: { profile: AdminUserProfile }) {
  const address = [profile.addressLine1, profile.city, profile.province, profile.country]
    .filter(Boolean)
    .join(', ');
  return (
    <DetailSection
      title="Profile"
      rows={[
        { label: 'Name', value: profile.displayName },
        { label: 'Username', value: profile.username },
        {
          label: 'E-mail',
          value: `${profile.email} (${profile.isEmailVerified ? 'verified' : 'not verified'})`,
        },
        { label: 'Phone', value: orDash(profile.phoneNumber) },
        { label: 'NRC number', value: orDash(profile.nrcNumber) },
        {
          label: 'Date of birth',
          value: profile.dateOfBirth ? formatDisplayDate(profile.dateOfBirth) : '—',
        },
        { label: 'Address', value: address || '—' },
        { label: 'Role', value: ROLE_LABELS[profile.role] },
        { label: 'Status', value: profile.status === 'active' ? 'Active' : 'Deactivated' },
        { label: 'Marketing e-mails', value: profile.marketingOptIn ? 'Yes' : 'No' },
        { label: 'Registered', value: formatDateTime(profile.registrationDate) },
        { label: 'Last changed', value: formatDateTime(profile.updatedAt) },
      ]}
    />
  );
}
