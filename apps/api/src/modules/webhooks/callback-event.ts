import type { CallbackEvent, TransactionOutcome } from '../../providers/ports';
import { claimMismatch, outcomeOf } from '../../providers/provider-call';
import type { ProviderAdapters } from '../../providers/registry';
import { findDisbursement } from '../disbursements/disbursements.public';
import { applyTransferOutcome } from '../disbursements/transfer-outcome';
import { type ApplyResult, applyPaymentOutcome, CURRENCY } from '../payments/collection-outcome';
import { findPayment } from '../payments/payments.public';
import { findDisbursementByReference } from './payment-callbacks.repository';
import type { WebhookChannel } from './webhook-channels';
import type { WebhookDeps } from './webhook-deps';

/** `unknown_reference`: not one of ours; `other_provider`: ours, but another provider handled it. */
export type EventResult = ApplyResult | 'unknown_reference' | 'other_provider';

export interface HandledEvent {
  result: EventResult;
  /** The state acted on: the signed claim, or the provider's status answer; null when not looked at. */
  believed: TransactionOutcome['state'] | null;
  detail?: string | null;
}

type Handler = (
  deps: WebhookDeps,
  channel: WebhookChannel,
  adapters: ProviderAdapters,
  event: CallbackEvent,
) => Promise<HandledEvent>;

const skipped = (result: EventResult, detail?: string): HandledEvent => ({ result, believed: null, detail });

const receiveCollection: Handler = async (deps, channel, adapters, event) => {
  const payment = await findPayment(deps.db, { reference: event.reference });
  if (!payment) return skipped('unknown_reference');
  if (payment.provider !== channel.provider)
    return skipped('other_provider', `made through ${payment.provider}`);
  // A final payment stays final, so a repeat needs no status call. Only a claim that money moved after
  // we gave up on the payment is looked into: it is flagged for staff.
  const lateSuccess = event.outcome.state === 'successful' && payment.status !== 'successful';
  if (payment.status !== 'pending' && !lateSuccess) return skipped('ignored');
  const believed = event.confirmed
    ? event.outcome
    : await outcomeOf(() => adapters.collections.paymentStatus(event.reference));
  // The status answer claims no amount; a signed callback's amount and currency must be ours.
  const claim = event.confirmed ? { amountNgwee: event.amountNgwee, currency: event.currency } : {};
  const result = await applyPaymentOutcome(deps, payment, believed, claim);
  const detail =
    result === 'flagged' ? (await findPayment(deps.db, { id: payment.id }))?.flaggedReason : null;
  return { result, believed: believed.state, detail };
};

const receiveTransfer: Handler = async (deps, channel, adapters, event) => {
  const d = await findDisbursementByReference(deps.db, event.reference);
  if (!d) return skipped('unknown_reference');
  if (d.provider !== channel.provider) return skipped('other_provider', `sent through ${d.provider}`);
  const lateSuccess = event.outcome.state === 'successful' && d.status === 'failed';
  if (d.status !== 'processing' && !lateSuccess) return skipped('ignored');
  const believed = event.confirmed
    ? event.outcome
    : await outcomeOf(() => adapters.disbursement.transferStatus(event.reference));
  const mismatch = event.confirmed
    ? claimMismatch({ amountNgwee: d.amount, currency: CURRENCY, kind: 'transfer' }, event)
    : undefined;
  const afterFailure =
    d.status !== 'processing' && believed.state === 'successful'
      ? `provider reported success after the transfer was ${d.status}`
      : undefined;
  if (mismatch || afterFailure) {
    // Not applied: money may have moved in a way our books cannot take without staff.
    deps.logger.warn(
      {
        disbursementId: d.id,
        reference: d.transactionId,
        state: believed.state,
        why: mismatch ?? afterFailure,
      },
      'transfer outcome not applied; flagged for staff',
    );
    return { result: 'flagged', believed: believed.state, detail: mismatch ?? afterFailure };
  }
  if (d.status !== 'processing') return skipped('ignored');
  await applyTransferOutcome(deps, d.id, believed);
  // The transfer's own conditional writes decide; "applied" means this outcome left it final.
  const after = await findDisbursement(deps.db, d.id);
  const result: ApplyResult =
    after && after.status !== d.status ? 'applied' : believed.state === 'pending' ? 'recorded' : 'ignored';
  return { result, believed: believed.state };
};

export function receiveEvent(
  deps: WebhookDeps,
  channel: WebhookChannel,
  adapters: ProviderAdapters,
  event: CallbackEvent,
): Promise<HandledEvent> {
  return (event.kind === 'collection' ? receiveCollection : receiveTransfer)(deps, channel, adapters, event);
}
