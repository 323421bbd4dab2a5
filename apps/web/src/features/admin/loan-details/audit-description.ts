import type { AuditEntry } from '@kwacha/shared/staff/admin-loans';
import { formatAmount } from '../../../lib/loans/loan-format';

/** A record without a person behind it was written by the decision rules or a background job. */
export const SYSTEM_ACTOR = 'System';

/** 'loan.status_changed' → 'Loan status changed'. */
export function actionLabel(action: string): string {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** 'reasonForFailure' or 'reason_for_failure' → 'reason for failure'. */
function fieldWords(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  // Audit records hold money as kwacha, like the API.
  if (key === 'amount' && typeof value === 'number') return formatAmount(value);
  // Codes such as 'in_review' or 'otp_pending' read as words.
  if (typeof value === 'string') return /^[a-z]+(?:_[a-z]+)*$/.test(value) ? value.replace(/_/g, ' ') : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const statusFirst = (a: string, b: string) => Number(b === 'status') - Number(a === 'status');
const empty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * In plain words: 'Ada Mulenga changed status pending → approved'. Fields that only exist after the
 * action (a transaction id, a destination) are details of it, not changes, and follow in brackets.
 */
export function describeAuditEntry(entry: AuditEntry): string {
  const who = entry.actor ?? SYSTEM_ACTOR;
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const changed = Object.keys(before)
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .sort(statusFirst)
    .map((key) => `${fieldWords(key)} ${valueWords(key, before[key])} → ${valueWords(key, after[key])}`);
  const details = Object.keys(after)
    .filter((key) => !(key in before) && !empty(after[key]))
    .sort(statusFirst)
    .map((key) => `${fieldWords(key)} ${valueWords(key, after[key])}`);

  const main =
    changed.length > 0
      ? `${who} changed ${changed.join(', ')}`
      : `${who}: ${actionLabel(entry.action).toLowerCase()}`;
  return details.length > 0 ? `${main} (${details.join(', ')})` : main;
}
