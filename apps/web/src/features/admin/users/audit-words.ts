import type { AdminUserAuditEvent } from '@kwacha/shared/staff/admin-users';
import { ROLE_LABELS } from '@kwacha/shared/staff/admin-users';

/** A record without a person behind it was written by the system (or `npm run admin:create`). */
export const SYSTEM_ACTOR = 'System';

const ACTION_LABELS: Record<string, string> = {
  'user.role_changed': 'Role changed',
  'user.deactivated': 'Account deactivated',
  'user.reactivated': 'Account reactivated',
  'user.verification_resent': 'Verification e-mail sent again',
  'user.login_unlocked': 'Login unlocked',
  'user.staff_created': 'Staff account created',
  'loan.status_changed': 'Loan status changed',
  'disbursement.initiated': 'Disbursement started',
  'disbursement.confirmed': 'Disbursement confirmed',
  'settings.updated': 'Settings changed',
};

/** 'user.role_changed' → 'Role changed'; an action this screen does not know reads as its words. */
export function auditActionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known) return known;
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (key === 'role' && typeof value === 'string' && value in ROLE_LABELS) {
    return ROLE_LABELS[value as keyof typeof ROLE_LABELS];
  }
  if (typeof value === 'string') return value.replace(/_/g, ' ');
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'sessionsEnded' → 'sessions ended'. */
const fieldWords = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/**
 * In plain words: 'role Borrower → Admin', then what only exists after the action in brackets
 * ('(sessions ended 2)'); empty when the record holds neither.
 */
export function auditChangeWords(event: Pick<AdminUserAuditEvent, 'before' | 'after'>): string {
  const before = event.before ?? {};
  const after = event.after ?? {};
  const changed = Object.keys(before)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${fieldWords(key)} ${valueWords(key, before[key])} → ${valueWords(key, after[key])}`);
  const details = Object.keys(after)
    .filter((key) => !(key in before))
    .map((key) => `${fieldWords(key)} ${valueWords(key, after[key])}`);
  return [changed.join(', '), details.length > 0 ? `(${details.join(', ')})` : ''].filter(Boolean).join(' ');
}
