import { type CallbackEvent, CallbackRejectedError, type IncomingCallback } from '../ports';
import { mtnTransactionSchema, parseMtnAmount, toOutcome } from './mtn-wire';

/**
 * MoMo POSTs (or PUTs) the transaction, in the shape of its status answer, to the X-Callback-Url given
 * when it was created. The callback is not signed and carries no secret, so anyone could forge one: every
 * event is `confirmed: false` and the service believes it only after its own status call. A body that is
 * not a MoMo transaction at all is rejected. The payer or payee field tells a collection from a transfer;
 * `externalId` is our reference.
 */
export function parseMtnCallback(callback: IncomingCallback): CallbackEvent[] {
  let json: unknown;
  try {
    json = JSON.parse(callback.rawBody);
  } catch {
    throw new CallbackRejectedError('MTN callback body is not JSON');
  }
  const parsed = mtnTransactionSchema.safeParse(json);
  const reference = parsed.success ? parsed.data.externalId : null;
  if (!parsed.success || !reference) {
    throw new CallbackRejectedError('MTN callback is not a MoMo transaction with an externalId');
  }
  const transaction = parsed.data;
  const kind = transaction.payer ? 'collection' : transaction.payee ? 'disbursement' : null;
  if (!kind) throw new CallbackRejectedError('MTN callback names neither payer nor payee');
  return [
    {
      kind,
      reference,
      outcome: toOutcome(transaction, kind),
      amountNgwee: parseMtnAmount(transaction.amount),
      currency: transaction.currency ?? null,
      confirmed: false,
    },
  ];
}
