import type { SmsMessage } from '@kwacha/db';
import { SMS_MESSAGES, type SmsMessageView } from '@kwacha/shared/staff/sms-messages';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.repository';
import { findSmsRecipient } from '../users/users.repository';
import { SmsNotFoundError, SmsResendRefusedError } from './sms.errors';
import { insertSms } from './sms.repository';
import { findResentAs, lockSmsForResend } from './sms-admin.repository';
import { toSmsView } from './sms-admin.service';
import { SMS_AUDIT_ENTITY, SMS_RESENT_ACTION } from './sms-audit';

export interface SmsResent {
  sms: SmsMessageView;
  message: string;
}

/** What erasure leaves of a text (docs/product.md §19.5; sms.repository.ts forgetSmsRecipient). */
const isErased = (sms: SmsMessage) => sms.toNumber === 'erased' || sms.body === '[erased]';

/**
 * POST /api/admin/sms-messages/:id/resend — a failed text only, once. A NEW text of the same kind and
 * body goes to the borrower's current number (the old one may be why it failed), only while they still
 * want texts. Audited with the kind and the new text's id, never the number or the body.
 */
export async function resendSms(
  ctx: Pick<AppContext, 'db' | 'now'>,
  actorId: string,
  id: string,
): Promise<SmsResent> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const failed = await lockSmsForResend(tx, id);
    if (!failed) throw new SmsNotFoundError();
    if (failed.status !== 'failed') throw new SmsResendRefusedError(SMS_MESSAGES.onlyFailed(failed.status));
    if (isErased(failed)) throw new SmsResendRefusedError(SMS_MESSAGES.erased);
    if (await findResentAs(tx, failed.id)) throw new SmsResendRefusedError(SMS_MESSAGES.alreadyResent);
    const borrower = failed.userId ? await findSmsRecipient(tx, failed.userId) : undefined;
    if (!failed.userId || !borrower) throw new SmsResendRefusedError(SMS_MESSAGES.borrowerGone);
    if (!borrower.isActive) throw new SmsResendRefusedError(SMS_MESSAGES.deactivated);
    if (!borrower.smsOptIn) throw new SmsResendRefusedError(SMS_MESSAGES.smsOff);
    if (!borrower.phoneNumber) throw new SmsResendRefusedError(SMS_MESSAGES.noNumber);

    const sent = await insertSms(
      tx,
      { userId: failed.userId, to: borrower.phoneNumber, body: failed.body, kind: failed.kind },
      now,
    );
    await recordAudit(tx, {
      actorId,
      action: SMS_RESENT_ACTION,
      entityType: SMS_AUDIT_ENTITY,
      entityId: failed.id,
      before: { status: 'failed', attempts: failed.attempts },
      after: { kind: failed.kind, newSmsId: sent.id, numberChanged: sent.toNumber !== failed.toNumber },
    });
    return { sms: toSmsView(sent, null), message: SMS_MESSAGES.resent(sent.toNumber) };
  });
}
