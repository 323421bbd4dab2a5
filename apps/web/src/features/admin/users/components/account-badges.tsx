import type { UserRole } from '@kwacha/shared/auth/roles';
import { type AccountStatus, ROLE_LABELS } from '@kwacha/shared/staff/admin-users';

const tones = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  info: 'bg-sky-50 text-sky-900 ring-sky-300',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  warning: 'bg-amber-50 text-amber-900 ring-amber-300',
  danger: 'bg-red-50 text-red-900 ring-red-300',
} as const;

/** A pill whose text says it all, so colour never carries meaning alone. */
function Badge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

export function RoleBadge({ role }: { role: UserRole }) {
  return <Badge tone={role === 'user' ? 'neutral' : 'info'}>{ROLE_LABELS[role]}</Badge>;
}

/** Active or deactivated, and whether the e-mail address is still unproved. */
export function AccountStatusBadges({ status, verified }: { status: AccountStatus; verified: boolean }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {status === 'active' ? <Badge tone="success">Active</Badge> : <Badge tone="danger">Deactivated</Badge>}
      {verified ? null : <Badge tone="warning">E-mail not verified</Badge>}
    </span>
  );
}
