import type {
  BusinessDateRequest,
  BusinessDateResponse,
} from '../../lib/admin-channel/admin-channel-protocol';
import { DomainError } from '../../lib/domain-errors';
import {
  type AdvanceDeps,
  type AdvanceReport,
  advanceBusinessDate,
  type DailyBusinessJob,
  readBusinessDate,
} from './business-date.service';

/**
 * `npm run business-date`, whichever way it reaches the database: through a running server's admin
 * channel (the embedded database) or on its own connection. The same service, checks and messages as the
 * superuser's screen; the console is the actor (no signed-in person), so the audit names nobody.
 */
export async function businessDateFromConsole(
  deps: AdvanceDeps,
  request: Pick<BusinessDateRequest, 'advance'>,
  dailyJobs: readonly DailyBusinessJob[],
): Promise<BusinessDateResponse> {
  try {
    const report: AdvanceReport =
      request.advance === undefined
        ? { state: await readBusinessDate(deps), days: [] }
        : await advanceBusinessDate(deps, { actorId: null, days: request.advance }, dailyJobs);
    return { ok: true, ...report };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const messages = error.details?.length ? error.details.map((d) => d.message) : [error.message];
    return { ok: false, messages };
  }
}
