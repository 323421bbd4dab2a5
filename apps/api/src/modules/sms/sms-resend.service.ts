import type { SmsMessage } from '@kwacha/db';
import {
  SMS_MESSAGES,
  SMS_RESENDABLE_STATUSES,
  type SmsMessageView,
} from '@kwacha/shared/staff/sms-messages';
import type { AppContext } from '../../context';
import { recordAudit } from '../audit/audit.public';
import { findSmsRecipient } from '../users/users.public';
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
 * POST /api/admin/sms-messages/:id/resend — a failed text, or one whose outcome is unknown (the provider
 * may have sent it: staff decide, the sender never does), once. A NEW text of the same kind and body
 * goes to the borrower's current number (the old one may be why it failed), only while they still want
 * texts. Audited with the kind, the old status and the new text's id, never the number or the body.
 */
export async function resendSms(
  ctx: Pick<AppContext, 'db' | 'now'>,
  actorId: string,
  id: string,
): Promise<SmsResent> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const original = await lockSmsForResend(tx, id);
    if (!original) throw new SmsNotFoundError();
    if (!SMS_RESENDABLE_STATUSES.includes(original.status)) {
      throw new SmsResendRefusedError(SMS_MESSAGES.onlyFailed(original.status));
    }
    if (isErased(original)) throw new SmsResendRefusedError(SMS_MESSAGES.erased);
    if (await findResentAs(tx, original.id)) throw new SmsResendRefusedError(SMS_MESSAGES.alreadyResent);
    const borrower = original.userId ? await findSmsRecipient(tx, original.userId) : undefined;
    if (!original.userId || !borrower) throw new SmsResendRefusedError(SMS_MESSAGES.borrowerGone);
    if (!borrower.isActive) throw new SmsResendRefusedError(SMS_MESSAGES.deactivated);
    if (!borrower.smsOptIn) throw new SmsResendRefusedError(SMS_MESSAGES.smsOff);
    if (!borrower.phoneNumber) throw new SmsResendRefusedError(SMS_MESSAGES.noNumber);

    const sent = await insertSms(
      tx,
      { userId: original.userId, to: borrower.phoneNumber, body: original.body, kind: original.kind },
      now,
    );
    await recordAudit(tx, {
      actorId,
      action: SMS_RESENT_ACTION,
      entityType: SMS_AUDIT_ENTITY,
      entityId: original.id,
      before: { status: original.status, attempts: original.attempts },
      after: { kind: original.kind, newSmsId: sent.id, numberChanged: sent.toNumber !== original.toNumber },
    });
    return { sms: toSmsView(sent, null), message: SMS_MESSAGES.resent(sent.toNumber) };
  });
}
