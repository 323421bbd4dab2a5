import { violatedUniqueIndex } from '@kwacha/db';
import type {
  CorrectableField,
  DataRightsListQuery,
  StaffDataRightsRequest,
} from '@kwacha/shared/data-rights/data-rights';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import {
  type CorrectionOutcome,
  correctionOutcomeText,
  tellBorrower,
} from '../notifications/notifications.public';
import { displayName } from '../users/display-name';
import { correctIdentityField } from '../users/users.public';
import {
  CorrectionValueTakenError,
  DataRightsRequestNotFoundError,
  NotACorrectionError,
  RequestAlreadyDecidedError,
} from './data-rights.errors';
import { decideRequest, listRequests, lockRequest } from './data-rights.repository';
import { toRequestView } from './request-view';

type Ctx = Pick<AppContext, 'db' | 'now' | 'mailer' | 'config'>;
interface Staff {
  id: string;
}

/** The staff queue (docs/product.md §18.4): pending first, then newest. */
export async function staffRequestList(ctx: Pick<AppContext, 'db'>, query: DataRightsListQuery) {
  const rows = await listRequests(ctx.db, query);
  return rows.map(
    ({ request, borrower, completer }): StaffDataRightsRequest => ({
      ...toRequestView(request),
      userId: request.userId,
      borrowerName: displayName(borrower),
      borrowerEmail: borrower.email.endsWith('@erased.invalid') ? null : borrower.email,
      completedByName: completer ? displayName(completer) : null,
    }),
  );
}

type Decision = { kind: 'complete'; note?: string | undefined } | { kind: 'refuse'; reason: string };

const fieldOf = (details: Record<string, unknown> | null): CorrectableField | undefined => {
  const field = details?.field;
  return field === 'nrcNumber' || field === 'dateOfBirth' ? field : undefined;
};

/**
 * Staff apply a correction (the new value goes into the account) or refuse it with a reason; the
 * borrower is told by the bell and by e-mail; the audit record names the field, never the values.
 * 409 once decided, so two staff cannot both decide it.
 */
export async function decideCorrection(ctx: Ctx, staff: Staff, id: string, decision: Decision) {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const request = await lockRequest(tx, id);
      if (!request) throw new DataRightsRequestNotFoundError();
      if (request.status !== 'pending') throw new RequestAlreadyDecidedError();
      const field = fieldOf(request.details ?? null);
      const newValue = request.details?.newValue;
      if (request.kind !== 'correction' || !field || typeof newValue !== 'string')
        throw new NotACorrectionError();

      let told: CorrectionOutcome;
      if (decision.kind === 'complete') {
        const correction = field === 'nrcNumber' ? { nrcNumber: newValue } : { dateOfBirth: newValue };
        await correctIdentityField(tx, request.userId, correction, now);
        told = { kind: 'complete', field, note: decision.note };
      } else {
        told = { kind: 'refused', field, reason: decision.reason };
      }
      // The request keeps the outcome in English as its record; the bell and the e-mail tell the
      // borrower in their language (docs/product.md §22).
      const outcome = correctionOutcomeText(null, told);
      const status = decision.kind === 'complete' ? 'completed' : 'refused';
      const decided = await decideRequest(tx, id, {
        status,
        outcome,
        completedBy: staff.id,
        completedAt: now,
      });
      if (!decided) throw new DataRightsRequestNotFoundError();

      await tellBorrower(tx, { mailer: ctx.mailer, appUrl: ctx.config.appUrl, now }, request.userId, {
        kind: 'correction_decided',
        outcome: told,
      });
      await recordAudit(tx, {
        actorId: staff.id,
        action:
          decision.kind === 'complete' ? 'data_rights.correction_applied' : 'data_rights.request_refused',
        entityType: 'data_rights_request',
        entityId: id,
        before: { status: 'pending' },
        after: { status, field },
      });
      return toRequestView(decided);
    });
  } catch (error) {
    if (violatedUniqueIndex(error) === 'users_nrc_number_key') throw new CorrectionValueTakenError();
    throw error;
  }
}
