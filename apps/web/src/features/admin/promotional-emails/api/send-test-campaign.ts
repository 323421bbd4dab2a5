import { z } from 'zod';
import { type ApiResponse, apiFetch } from '../../../../lib/api-client';

/** POST /api/admin/campaigns/{id}/test: one [Test] message to the signed-in superuser's own address. */
export function sendTestCampaign(id: string): Promise<ApiResponse<{ to: string }>> {
  return apiFetch(`/api/admin/campaigns/${encodeURIComponent(id)}/test`, {
    method: 'POST',
    schema: z.object({ to: z.string() }),
  });
}
