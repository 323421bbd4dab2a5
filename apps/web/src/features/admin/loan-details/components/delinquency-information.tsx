import type { LoanDelinquency } from '@kwacha/shared/staff/admin-loans';
import { type DetailRow, DetailSection } from '../../../../components/ui/detail-section';

const daysText = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/**
 * docs/product.md §13.4, staff only: how long the loan is past due, counted from the due date of its oldest
 * unpaid instalment, and its delinquency bucket. Shown once the money was paid out (before, there is no
 * position to age).
 */
export function DelinquencyInformation({ delinquency }: { delinquency: LoanDelinquency | null }) {
  if (!delinquency) return null;
  const { daysPastDue, bucketLabel } = delinquency;
  const rows: DetailRow[] = [
    { label: 'Days past due', value: daysPastDue > 0 ? daysText(daysPastDue) : 'None: nothing is past due' },
  ];
  if (daysPastDue > 0 && bucketLabel) rows.push({ label: 'Delinquency bucket', value: bucketLabel });
  return <DetailSection title="Arrears" rows={rows} />;
}
