import type { Complaint } from '@kwacha/db';
import type { ComplaintView } from '@kwacha/shared/complaints/complaints';
import type { BorrowerComplaintRow } from './complaints.repository';

/** What the borrower sees of a complaint (docs/product.md §17.4): never the staff's notes or assignee. */
export function toComplaintView(row: BorrowerComplaintRow): ComplaintView {
  const c: Complaint = row.complaint;
  return {
    id: c.id,
    reference: c.reference,
    category: c.category,
    status: c.status,
    description: c.description,
    createdAt: c.createdAt.toISOString(),
    acknowledgeBy: c.acknowledgeBy.toISOString(),
    resolveBy: c.resolveBy.toISOString(),
    acknowledgedAt: c.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: c.resolvedAt?.toISOString() ?? null,
    resolution: c.resolution,
    loanId: c.loanId,
    payment:
      c.paymentId && row.paymentReference ? { id: c.paymentId, reference: row.paymentReference } : null,
    attachment: row.attachment,
  };
}
