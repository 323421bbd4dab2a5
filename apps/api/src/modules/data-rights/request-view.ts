import type { DataRightsRequestRow } from '@kwacha/db';
import type { DataRightsRequest } from '@kwacha/shared/data-rights/data-rights';

export function toRequestView(row: DataRightsRequestRow): DataRightsRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    details: row.details ?? null,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
