import type { SmsPreference } from '@kwacha/shared/sms/sms-preference';
import type { AppContext } from '../../context';
import { findSmsRecipient, setSmsOptIn } from '../users/users.public';

export async function smsPreferenceOf(ctx: AppContext, userId: string): Promise<SmsPreference> {
  const row = await findSmsRecipient(ctx.db, userId);
  return { smsOptIn: row?.smsOptIn ?? false, phoneNumber: row?.phoneNumber ?? null };
}

/** The borrower's own answer; it takes effect for the next text (docs/product.md "SMS"). */
export async function changeSmsPreference(ctx: AppContext, userId: string, smsOptIn: boolean) {
  await setSmsOptIn(ctx.db, userId, smsOptIn, ctx.now());
  return smsPreferenceOf(ctx, userId);
}
